import type { SmsConsent } from '@dealer/domain';

export type { SmsConsent };

import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { appraisalKey } from './get-appraisal-detail';

/** GET /appraisals/{id}/sms-consent: whether the dealer may text the customer's phone. */
export const smsConsentQueryOptions = (dealerId: number, id: number, phone: string | null) =>
  queryOptions({
    queryKey: [...appraisalKey(dealerId, id), 'sms-consent', phone],
    queryFn: ({ signal }) => api.get<SmsConsent>(`/appraisals/${id}/sms-consent`, { signal }),
  });

export function useSmsConsent(dealerId: number, id: number, phone: string | null) {
  return useQuery({ ...smsConsentQueryOptions(dealerId, id, phone), enabled: Boolean(phone) });
}
