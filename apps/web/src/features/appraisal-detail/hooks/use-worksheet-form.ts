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
    if (seen.current === record) return;
    seen.current = record;
    if (!form.formState.isDirty) form.reset(worksheetFormValues(record));
  }, [record, form]);
  return form;
}
