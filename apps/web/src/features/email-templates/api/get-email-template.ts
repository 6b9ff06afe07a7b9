import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { type EmailTemplate, emailTemplateKeys } from './get-email-templates';

/** GET /dealer_email_templates/{id}. */
export function getEmailTemplate(id: number, signal?: AbortSignal): Promise<EmailTemplate> {
  return api.get<EmailTemplate>(`/dealer_email_templates/${id}`, { signal });
}

export function useEmailTemplate(dealerId: number, id: number) {
  return useQuery(
    queryOptions({
      queryKey: emailTemplateKeys.one(dealerId, id),
      queryFn: ({ signal }) => getEmailTemplate(id, signal),
      enabled: id > 0,
    }),
  );
}
