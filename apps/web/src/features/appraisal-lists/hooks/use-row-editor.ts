import { ERROR_MESSAGES, payoffEditSchema, reconEditSchema, stageTitle } from '@dealer/domain';
import { notifications } from '@mantine/notifications';
import { type KeyboardEvent, useEffect, useRef } from 'react';
import { type UseFormRegisterReturn, useForm } from 'react-hook-form';
import { showAlert } from '../../../components/alert-dialog';
import { isApiError } from '../../../lib/api-error';
import type { AppraisalRow } from '../api/get-appraisals';
import { useSavePayoff } from '../api/save-payoff';
import { useSaveRecon } from '../api/save-recon';
import type { InlineEdit } from '../lib/list-columns';
import { moneyInputValue } from '../lib/row-view';

export type EditField = 'reconBodyCost' | 'reconMechCost' | 'reconOtherCost' | 'adjustedPayoffAmount';
type EditValues = Partial<Record<EditField, string>>;

const FIELDS: Readonly<Record<InlineEdit, readonly EditField[]>> = {
  recon: ['reconBodyCost', 'reconMechCost', 'reconOtherCost'],
  payoff: ['adjustedPayoffAmount'],
};

function formValues(row: Partial<Record<EditField, number | null>>, kind: InlineEdit | null): EditValues {
  if (!kind) return {};
  return Object.fromEntries(FIELDS[kind].map((f) => [f, moneyInputValue(row[f])]));
}

export interface EditFieldProps extends UseFormRegisterReturn<EditField> {
  error?: string;
  disabled: boolean;
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
}

export interface RowEditor {
  field: (name: EditField) => EditFieldProps;
}

/**
 * The inline edits of one row (part 2 section 2.1: "Inline edits in the assess and payoff tabs:
 * Enter saves, Escape cancels"): the three recon amounts (assess) or the payoff (payoff), one small
 * form per row with the domain schema. Enter in any field posts the row's values; a bad value shows
 * the schema message; a failed call shows the spec's alert and gives the field back. Null when the
 * tab has no edit or the row is not editable.
 */
export function useRowEditor(row: AppraisalRow, kind: InlineEdit | null, enabled: boolean): RowEditor | null {
  const recon = useSaveRecon(row.id);
  const payoff = useSavePayoff(row.id);
  const pending = recon.isPending || payoff.isPending;
  const form = useForm<EditValues>({ defaultValues: formValues(row, kind) });
  const { errors } = form.formState;

  // The row's values as last given to the form. A refetch brings new values in, unless the user
  // has typed over the old ones.
  const serverValues = JSON.stringify(formValues(row, kind));
  const synced = useRef<EditValues>(formValues(row, kind));
  useEffect(() => {
    const next = JSON.parse(serverValues) as EditValues;
    const current = form.getValues();
    const untouched = Object.keys(synced.current).every(
      (f) => (current[f as EditField] ?? '') === (synced.current[f as EditField] ?? ''),
    );
    synced.current = next;
    if (untouched) form.reset(next);
  }, [serverValues, form]);

  if (!kind || !enabled) return null;
  const fields = FIELDS[kind];

  const refocus = (name: EditField) => setTimeout(() => form.setFocus(name, { shouldSelect: true }), 0);

  const save = async (name: EditField) => {
    if (pending) return;
    const values = form.getValues();
    const initial = formValues(row, kind);
    if (fields.every((f) => (values[f] ?? '') === (initial[f] ?? ''))) return;
    const parsed = kind === 'recon' ? reconEditSchema.safeParse(values) : payoffEditSchema.safeParse(values);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (typeof field === 'string' && fields.includes(field as EditField))
          form.setError(field as EditField, { message: issue.message });
      }
      return;
    }
    form.clearErrors();
    try {
      const data = parsed.data;
      const updated = 'adjustedPayoffAmount' in data ? await payoff.mutateAsync(data) : await recon.mutateAsync(data);
      synced.current = formValues(updated, kind);
      form.reset(synced.current);
      if (updated.stage !== row.stage) {
        notifications.show({ message: `Moved to ${stageTitle(updated.stage, updated.appraisalTypeId)}` });
      }
    } catch (error) {
      const fieldErrors = isApiError(error) && error.status === 400 ? fields.filter((f) => error.fields[f]) : [];
      if (isApiError(error) && fieldErrors.length > 0) {
        for (const f of fieldErrors) form.setError(f, { message: error.fields[f] });
      } else {
        await showAlert(ERROR_MESSAGES.generic);
      }
      refocus(name);
    }
  };

  return {
    field: (name) => ({
      ...form.register(name),
      error: errors[name]?.message,
      disabled: pending,
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
