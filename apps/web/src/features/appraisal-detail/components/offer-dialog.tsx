import {
  OFFER_DIALOG_TEXTS,
  OFFER_TEMPLATE,
  type OfferForm,
  type OfferFormInput,
  type OfferTerms,
  type OfferType,
  offerFormSchema,
  toOfferPayload,
} from '@dealer/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Center, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { memo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { showAlert } from '../../../components/alert-dialog';
import { useOfferTerms } from '../../../lib/offer-terms';
import { useCurrentDealer } from '../../auth';
import type { AppraisalDetail } from '../api/get-appraisal-detail';
import { useSmsConsent } from '../api/get-sms-consent';
import { newIdempotencyKey, useMakeOffer } from '../api/make-offer';
import { actionFailureMessage } from '../lib/action-failure';
import { offerFormDefaults, offerRecipientsNote, offerSentReport } from '../lib/offer-form';
import { OfferDetailsFields, OfferTypeField } from './offer-fields';
import { OfferSubmitButton } from './offer-submit-button';

interface OfferDialogProps {
  record: AppraisalDetail;
  type: OfferType;
  opened: boolean;
  onClose: () => void;
}

const TYPE_LABELS: Readonly<Record<OfferType, string>> = { auction: 'Wholesale', retail: 'Retail' };

/**
 * The offer dialog (part 1 sections 2, 3 and 5): screen 0 picks exact, ranged or no offer; exact
 * and ranged continue to screen 1 for the amounts; no offer sends at once. The form is validated
 * with the domain schema before it is sent. Memoised, as it sits closed under the worksheet.
 */
export const OfferDialog = memo(function OfferDialog({ record, type, opened, onClose }: OfferDialogProps) {
  // Read while the dialog sits closed, so it opens with the dealer's terms at once.
  const { dealer } = useCurrentDealer();
  const terms = useOfferTerms(dealer.id);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={`Make offer (${TYPE_LABELS[type]})`}
      centered
      closeOnClickOutside={false}
    >
      {/* Mounted only while open: every opening starts from the record and gets its own Idempotency-Key. */}
      {!opened ? null : terms.isPending ? (
        <Center py="md">
          <Loader aria-label="Loading the offer terms" />
        </Center>
      ) : (
        <OfferFormBody record={record} type={type} terms={terms.data} onClose={onClose} />
      )}
    </Modal>
  );
});

function OfferFormBody({
  record,
  type,
  terms,
  onClose,
}: Omit<OfferDialogProps, 'opened'> & { terms: OfferTerms | undefined }) {
  const [key] = useState(newIdempotencyKey);
  const offer = useMakeOffer(record.id, key);
  const form = useForm<OfferFormInput, unknown, OfferForm>({
    resolver: zodResolver(offerFormSchema),
    defaultValues: offerFormDefaults(record, type, terms),
  });
  const { control, setValue, handleSubmit, formState } = form;
  const template = useWatch({ control, name: 'offerTemplate' });
  const screen = useWatch({ control, name: 'screenIdx' });
  const textPdf = useWatch({ control, name: 'textPdf' });
  const { dealer } = useCurrentDealer();
  const consent = useSmsConsent(dealer.id, record.id, record.phoneNumber?.trim() || null);
  const busy = formState.isSubmitting || offer.isPending;

  const submit = (print: boolean) => {
    setValue('printPdf', print);
    // A print opens the letter in a new tab: open it now, while the click still allows pop-ups.
    const tab = print ? window.open('about:blank', '_blank') : null;
    void handleSubmit(
      async (values) => {
        try {
          const answer = await offer.mutateAsync(toOfferPayload(values, type));
          // What went on each channel (issue 38 point 11), not merely that the call succeeded.
          const report = print ? { message: 'Offer printed', allSent: true } : offerSentReport(answer.delivery);
          notifications.show(
            report.allSent
              ? { message: report.message }
              : { message: report.message, color: 'orange.9', autoClose: 10_000 },
          );
          onClose();
          if (tab) tab.location.href = answer.pdfUrl;
          else if (print) window.open(answer.pdfUrl, '_blank');
        } catch (error) {
          tab?.close();
          await showAlert(actionFailureMessage(error));
        }
      },
      () => tab?.close(),
    )();
  };

  const first = screen === 0;
  const noOffer = template === OFFER_TEMPLATE.NO_OFFER;
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (first && !noOffer) setValue('screenIdx', 1);
        else submit(false);
      }}
    >
      <Stack gap="md">
        {first ? (
          <OfferTypeField control={control} disabled={busy} />
        ) : (
          <OfferDetailsFields control={control} template={Number(template)} disabled={busy} />
        )}
        {first && !noOffer ? null : (
          <Text size="sm" c="dimmed">
            {offerRecipientsNote(record, { textPdf: Boolean(textPdf), stopped: consent.data?.stopped ?? false })}
          </Text>
        )}
        <Group justify="space-between" mt="sm">
          {first ? (
            <Button variant="default" onClick={onClose} disabled={busy}>
              Cancel
            </Button>
          ) : (
            <Button variant="default" onClick={() => setValue('screenIdx', 0)} disabled={busy}>
              Back
            </Button>
          )}
          {first && !noOffer ? (
            <Button type="submit">{OFFER_DIALOG_TEXTS.continue}</Button>
          ) : (
            <OfferSubmitButton
              split={template === OFFER_TEMPLATE.EXACT}
              pending={busy}
              onSend={() => submit(false)}
              onPrint={() => submit(true)}
            />
          )}
        </Group>
      </Stack>
    </form>
  );
}
