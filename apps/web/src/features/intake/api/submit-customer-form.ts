import type { CustomerFormInput } from '@dealer/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { StartResult } from './start-appraisal';

/** POST /public/dealers/{slug}/appraisals: the customer's own form (with invite, uid or campaign). */
export function submitCustomerForm(slug: string, body: CustomerFormInput): Promise<StartResult> {
  return api.post<StartResult>(`/public/dealers/${encodeURIComponent(slug)}/appraisals`, body, {
    skipAuthRedirect: true,
  });
}

export function useSubmitCustomerForm(slug: string) {
  return useMutation({ mutationFn: (body: CustomerFormInput) => submitCustomerForm(slug, body) });
}
