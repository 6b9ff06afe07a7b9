import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import type { Location } from 'react-router';
import { useUnsavedChangesGuard } from '../../../lib/use-unsaved-changes-guard';
import type { AppraisalDetail } from '../api/get-appraisal-detail';
import { type WorksheetFormValues, worksheetFormValues } from '../lib/worksheet-form';

/** Leaving the worksheet: another path, or another tab of the record (the tab unmounts the form). */
const leavesWorksheet = (current: Location, next: Location) =>
  current.pathname !== next.pathname ||
  new URLSearchParams(current.search).get('tab') !== new URLSearchParams(next.search).get('tab');

/**
 * The worksheet form. It follows the record while nothing is edited (another change to the
 * record, a save); while edited it keeps the user's values, and leaving asks first.
 */
export function useWorksheetForm(record: AppraisalDetail) {
  const form = useForm<WorksheetFormValues>({ defaultValues: worksheetFormValues(record) });
  const { isDirty } = form.formState;
  const seen = useRef(record);
  useEffect(() => {
    if (seen.current === record) return;
    seen.current = record;
    if (!form.formState.isDirty) form.reset(worksheetFormValues(record));
  }, [record, form]);
  useUnsavedChangesGuard(isDirty, leavesWorksheet);
  return form;
}
