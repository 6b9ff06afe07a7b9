import { ERROR_MESSAGES, payoffEditSchema, reconEditSchema, stageTitle } from '@dealer/domain';
import { type KeyboardEvent, useEffect, useRef } from 'react';
import { showAlert } from '../../../components/alert-dialog';
import { isApiError } from '../../../lib/api-error';
import type { AppraisalRow } from '../api/get-appraisals';
import { useSavePayoff } from '../api/save-payoff';
import { useSaveRecon } from '../api/save-recon';
import { showMovedNotice, showRowNotice } from '../components/moved-notice';
import type { InlineEdit } from '../lib/list-columns';
import { moneyInputValue } from '../lib/row-view';
import { type AmountFieldRegistration, useAmountForm } from './use-amount-form';

export type EditField = 'reconBodyCost' | 'reconMechCost' | 'reconOtherCost' | 'adjustedPayoffAmount';
type EditValues = Partial<Record<EditField, string>>;
type EditAmounts = Partial<Record<EditField, number | null>>;

const FIELDS: Readonly<Record<InlineEdit, readonly EditField[]>> = {
  recon: ['reconBodyCost', 'reconMechCost', 'reconOtherCost'],
  payoff: ['adjustedPayoffAmount'],
};

function formValues(row: Partial<Record<EditField, number | null>>, kind: InlineEdit | null): EditValues {
  if (!kind) return {};
  return Object.fromEntries(FIELDS[kind].map((f) => [f, moneyInputValue(row[f])]));
}

function amountsOf(row: Partial<Record<EditField, number | null>>, kind: InlineEdit): EditAmounts {
  return Object.fromEntries(FIELDS[kind].map((f) => [f, row[f] ?? null]));
}

export interface EditFieldProps extends AmountFieldRegistration<EditField> {
  error?: string;
  /** Read-only (not disabled) while saving: a disabled input would drop the focus. */
  readOnly: boolean;
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
}

export interface RowEditor {
  field: (name: EditField) => EditFieldProps;
}

/**
 * The inline edit of one row (part 2 section 2.1: "Inline edits in the assess and payoff tabs:
 * Enter saves, Escape cancels"): the three recon amounts (assess) or the payoff (payoff) are one
 * row edit, one small form (useAmountForm) checked with the domain schema. Tab moves between the amounts; Enter in any of
 * them saves them all in one call; Escape puts the saved values back. The row stays on screen and
 * the focus in it after the save; a save that moves the record to another stage says so, with an
 * Undo that saves the previous amounts. A bad value shows the schema message; a failed call shows
 * the spec's alert and gives the field back. Null when the tab has no edit or the row is not editable.
 */
export function useRowEditor(row: AppraisalRow, kind: InlineEdit | null, enabled: boolean): RowEditor | null {
  const recon = useSaveRecon(row.id);
  const payoff = useSavePayoff(row.id);
  const pending = recon.isPending || payoff.isPending;
  const form = useAmountForm<EditField>(kind ? FIELDS[kind] : [], formValues(row, kind));
  const { errors, values: formNow, reset } = form;

  // The row's values as last given to the form. A refetch brings new values in, unless the user
  // has typed over the old ones.
  const serverValues = JSON.stringify(formValues(row, kind));
  const synced = useRef<EditValues>(formValues(row, kind));
  useEffect(() => {
    const next = JSON.parse(serverValues) as EditValues;
    const current = formNow();
    const untouched = Object.keys(synced.current).every(
      (f) => (current[f as EditField] ?? '') === (synced.current[f as EditField] ?? ''),
    );
    synced.current = next;
    if (untouched) reset(next);
  }, [serverValues, formNow, reset]);

  if (!kind || !enabled) return null;
  const fields = FIELDS[kind];

  const refocus = (name: EditField) => setTimeout(() => form.focus(name), 0);
  const post = (values: EditAmounts) =>
    kind === 'payoff'
      ? payoff.mutateAsync({ adjustedPayoffAmount: values.adjustedPayoffAmount ?? null })
      : recon.mutateAsync(values);
  const applied = (updated: AppraisalRow) => {
    synced.current = formValues(updated, kind);
    form.reset(synced.current);
  };
  const failed = async (error: unknown, name: EditField) => {
    const fieldErrors = isApiError(error) && error.status === 400 ? fields.filter((f) => error.fields[f]) : [];
    if (isApiError(error) && fieldErrors.length > 0) {
      for (const f of fieldErrors) form.setError(f, error.fields[f] ?? '');
    } else {
      await showAlert(ERROR_MESSAGES.generic);
    }
    refocus(name);
  };

  const undo = async (previous: EditAmounts) => {
    // Back into the row at once: the Undo button, focused by the click, leaves with its notice.
    form.focus(fields[0]!);
    try {
      const restored = await post(previous);
      applied(restored);
      showRowNotice(row.id, `Moved back to ${stageTitle(restored.stage, restored.appraisalTypeId)}`);
    } catch (error) {
      await failed(error, fields[0]!);
      return;
    }
    refocus(fields[0]!);
  };

  const save = async (name: EditField) => {
    if (pending) return;
    const values = form.values();
    const initial = formValues(row, kind);
    if (fields.every((f) => (values[f] ?? '') === (initial[f] ?? ''))) return;
    const parsed = kind === 'recon' ? reconEditSchema.safeParse(values) : payoffEditSchema.safeParse(values);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (typeof field === 'string' && fields.includes(field as EditField))
          form.setError(field as EditField, issue.message);
      }
      return;
    }
    form.clearErrors();
    const previous = amountsOf(row, kind);
    try {
      const updated = await post(parsed.data);
      applied(updated);
      if (updated.stage !== row.stage) {
        showMovedNotice({
          rowId: row.id,
          text: `Moved to ${stageTitle(updated.stage, updated.appraisalTypeId)}`,
          onUndo: () => void undo(previous),
        });
      }
      refocus(name);
    } catch (error) {
      await failed(error, name);
    }
  };

  return {
    field: (name) => ({
      ...form.register(name),
      error: errors[name],
      readOnly: pending,
      onKeyDown: (event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          event.stopPropagation();
          void save(name);
        } else if (event.key === 'Escape') {
          event.preventDefault();
          event.stopPropagation();
          form.reset();
        }
      },
    }),
  };
}
