import {
  buyOrGroundConfirmation,
  canHandleBids,
  type OfferType,
  proposal,
  type Roles,
  worksheetSaveSchema,
  worksheetSubmitSchema,
} from '@dealer/domain';
import { notifications } from '@mantine/notifications';
import { useCallback, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { showAlert } from '../../../components/alert-dialog';
import { showConfirm } from '../../../components/confirm-dialog';
import { useBuy } from '../api/buy';
import type { AppraisalDetail } from '../api/get-appraisal-detail';
import { useGround } from '../api/ground';
import { useSaveWorksheet } from '../api/save-worksheet';
import { worksheetFailureMessage } from '../lib/action-failure';
import { CARD_STRATEGY } from '../lib/worksheet-figures';
import {
  enteredPayoffMessage,
  fieldErrors,
  type WorksheetFormValues,
  worksheetFormValues,
  worksheetInputOf,
  worksheetSaveBody,
} from '../lib/worksheet-form';

type Check = 'save' | 'submit';

/**
 * The worksheet's buttons (part 2 section 4): Save; Make offer (validate, save, open the offer
 * dialog); Buy and Ground (confirm, validate, save, then the call). Any failure shows "There was
 * an error. Any pending emails have not been sent." and leaves the form as it was, enabled.
 */
export function useWorksheetActions(record: AppraisalDetail, roles: Roles, form: UseFormReturn<WorksheetFormValues>) {
  const save = useSaveWorksheet(record.id);
  const buy = useBuy(record.id);
  const ground = useGround(record.id);
  const [busy, setBusy] = useState(false);
  const [offer, setOffer] = useState<OfferType | null>(null);

  /** A payoff of 0 keeps its message through a save, which it does not stop (issue 38 point 3). */
  const markPayoff = () => {
    const message = enteredPayoffMessage(form.getValues('adjustedPayoffAmount'), record.ownerStatusId);
    if (message) form.setError('adjustedPayoffAmount', { type: 'validate', message });
  };

  /** Validates with the save rules, or the stricter submit rules (payoff above 0) before a decision. */
  const validate = (check: Check) => {
    const values = form.getValues();
    const schema = check === 'submit' ? worksheetSubmitSchema(record.ownerStatusId) : worksheetSaveSchema;
    // Bids are checked by the bid dialog; new ones carry temporary negative ids the schema refuses.
    const { bids: _bids, ...fields } = values;
    const parsed = schema.safeParse(fields);
    form.clearErrors();
    markPayoff();
    if (parsed.success) return { values, parsed: parsed.data };
    for (const [name, message] of Object.entries(fieldErrors(parsed.error.issues))) {
      form.setError(name as keyof WorksheetFormValues, { type: 'validate', message });
    }
    return null;
  };

  const saveChecked = async (checked: NonNullable<ReturnType<typeof validate>>) => {
    const body = worksheetSaveBody(checked.parsed, checked.values, record, canHandleBids(roles, record));
    const saved = await save.mutateAsync(body);
    form.reset(worksheetFormValues(saved));
    markPayoff();
    return saved;
  };

  /**
   * Runs one flow with the form disabled; a failure alerts and re-enables it. A save that carried
   * changed bids is a failed bid save ("bid save failure: 'There was an error. Please try again.'",
   * part 2 section 8); any other, the worksheet's own alert.
   */
  const guarded = async (flow: () => Promise<void>) => {
    if (busy) return;
    setBusy(true);
    const bidsChanged = canHandleBids(roles, record) && form.getFieldState('bids', form.formState).isDirty;
    try {
      await flow();
    } catch {
      await showAlert(worksheetFailureMessage(bidsChanged));
    } finally {
      setBusy(false);
    }
  };

  const onSave = () =>
    guarded(async () => {
      const checked = validate('save');
      if (checked) await saveChecked(checked);
    });

  const onMakeOffer = (card: OfferType) =>
    guarded(async () => {
      const checked = validate('submit');
      if (!checked) return;
      await saveChecked(checked);
      setOffer(card);
    });

  /** The confirmation, then the notify question when the customer has an e-mail. */
  const confirmDecision = async (action: 'buy' | 'ground'): Promise<{ notify: boolean } | null> => {
    const { message, notifyQuestion } = buyOrGroundConfirmation(action, record.email);
    if (!(await showConfirm(message))) return null;
    return { notify: notifyQuestion ? await showConfirm(notifyQuestion) : false };
  };

  const onBuy = (card: OfferType) =>
    guarded(async () => {
      const decision = await confirmDecision('buy');
      if (!decision) return;
      const checked = validate('submit');
      if (!checked) return;
      await saveChecked(checked);
      const amount = proposal(worksheetInputOf(checked.values, record), CARD_STRATEGY[card]);
      await buy.mutateAsync({ amount, notify: decision.notify, type: card });
      notifications.show({ message: 'Vehicle set to Buying' });
    });

  const onGround = () =>
    guarded(async () => {
      const decision = await confirmDecision('ground');
      if (!decision) return;
      const checked = validate('submit');
      if (!checked) return;
      await saveChecked(checked);
      await ground.mutateAsync(decision.notify);
      notifications.show({ message: 'Vehicle set to Grounding' });
    });

  // Stable: the closed offer dialog (memoised) does not draw again with the worksheet.
  const closeOffer = useCallback(() => setOffer(null), []);
  return { busy, onSave, onMakeOffer, onBuy, onGround, offer, closeOffer };
}
