import type { Contact } from '@dealer/domain';
import { api } from '../../../lib/api-client';
import { useAppraisalMutation } from '../hooks/use-appraisal-mutation';
import type { AppraisalDetail } from './get-appraisal-detail';

/** POST /appraisals/{id}/contact {firstName, lastName, email, phoneNumber, vendorName}. */
export function saveContact(id: number, contact: Contact): Promise<AppraisalDetail> {
  return api.post<AppraisalDetail>(`/appraisals/${id}/contact`, contact);
}

export function useSaveContact(id: number) {
  return useAppraisalMutation(id, (contact: Contact) => saveContact(id, contact));
}
