import { api } from '../../../lib/api-client';
import { useAppraisalMutation } from '../hooks/use-appraisal-mutation';
import type { WorksheetSaveBody } from '../lib/worksheet-form';
import type { AppraisalDetail } from './get-appraisal-detail';

/** PUT /appraisals/{id}: the worksheet save (part 1 section 7); answers the updated record. */
export function saveWorksheet(id: number, body: WorksheetSaveBody): Promise<AppraisalDetail> {
  return api.put<AppraisalDetail>(`/appraisals/${id}`, body);
}

export function useSaveWorksheet(id: number) {
  return useAppraisalMutation(id, (body: WorksheetSaveBody) => saveWorksheet(id, body));
}
