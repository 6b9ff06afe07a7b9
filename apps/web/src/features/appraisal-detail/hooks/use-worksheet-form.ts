import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import type { LeavesForm } from '../../../components/unsaved-changes-guard';
import type { AppraisalDetail } from '../api/get-appraisal-detail';
import { type WorksheetFormValues, worksheetFormValues } from '../lib/worksheet-form';

/** Leaving the worksheet: another path, or another tab of the record (the tab unmounts the form). */
export const leavesWorksheet: LeavesForm = (current, next) =>
  current.pathname !== next.pathname ||
  new URLSearchParams(current.search).get('tab') !== new URLSearchParams(next.search).get('tab');

/**
 * The worksheet form. It follows the record while nothing is edited (another change to the
 * record, a save); while edited it keeps the user's values (and leaving asks first: the tab
 * draws an UnsavedChangesGuard with leavesWorksheet).
 */
export function useWorksheetForm(record: AppraisalDetail) {
  const form = useForm<WorksheetFormValues>({ defaultValues: worksheetFormValues(record) });
  const seen = useRef(record);
  useEffect(() => {
    const previous = seen.current;
    if (previous === record) return;
    seen.current = record;
    // Untouched means the inputs still hold what the previous record gave them, read live:
    // formState.isDirty is the last render's, and a value typed since then (a refetch arriving
    // while the user types) was reset away while the input went on showing it.
    if (sameValues(form.getValues(), worksheetFormValues(previous))) form.reset(worksheetFormValues(record));
  }, [record, form]);
  return form;
}

const sameValues = (a: WorksheetFormValues, b: WorksheetFormValues) => JSON.stringify(a) === JSON.stringify(b);
