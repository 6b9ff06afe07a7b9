import type { CustomerFormInput, CustomerFormResult } from '@dealer/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /public/dealers/{slug}/appraisals: the customer's own form (with invite, uid or campaign). */
export function submitCustomerForm(slug: string, body: CustomerFormInput): Promise<CustomerFormResult> {
  return api.post<CustomerFormResult>(`/public/dealers/${encodeURIComponent(slug)}/appraisals`, body, {
    skipAuthRedirect: true,
  });
}

export function useSubmitCustomerForm(slug: string) {
  return useMutation({ mutationFn: (body: CustomerFormInput) => submitCustomerForm(slug, body) });
}
