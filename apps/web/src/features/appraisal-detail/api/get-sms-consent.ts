import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { appraisalKey } from './get-appraisal-detail';

export interface SmsConsent {
  /** The customer's phone in E.164; null when it is not a number texts can go to. */
  phone: string | null;
  stopped: boolean;
  /** Every change, oldest first: source such as 'inbound STOP', and when. */
  history: { change: 'stop' | 'start'; source: string; at: string }[];
}

/** GET /appraisals/{id}/sms-consent: whether the dealer may text the customer's phone. */
export const smsConsentQueryOptions = (dealerId: number, id: number, phone: string | null) =>
  queryOptions({
    queryKey: [...appraisalKey(dealerId, id), 'sms-consent', phone],
    queryFn: ({ signal }) => api.get<SmsConsent>(`/appraisals/${id}/sms-consent`, { signal }),
  });

export function useSmsConsent(dealerId: number, id: number, phone: string | null) {
  return useQuery({ ...smsConsentQueryOptions(dealerId, id, phone), enabled: Boolean(phone) });
}
