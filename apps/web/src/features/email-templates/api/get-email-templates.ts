import type { EmailTemplateDefinition } from '@dealer/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** A template as GET /dealer_email_templates answers it: the default with the dealer's custom version. */
export interface EmailTemplate {
  id: number;
  externalId: string;
  name: string;
  description: string;
  info: EmailTemplateDefinition['info'];
  options: Record<string, string> | null;
  enabled: boolean | null;
  customised: boolean;
  updatedAt: string | null;
}

export const emailTemplateKeys = {
  all: (dealerId: number) => ['email-templates', dealerId] as const,
  one: (dealerId: number, id: number) => ['email-templates', dealerId, id] as const,
};

/** GET /dealer_email_templates. */
export function getEmailTemplates(signal?: AbortSignal): Promise<EmailTemplate[]> {
  return api.get<EmailTemplate[]>('/dealer_email_templates', { signal });
}

export const emailTemplatesQueryOptions = (dealerId: number) =>
  queryOptions({
    queryKey: emailTemplateKeys.all(dealerId),
    queryFn: ({ signal }) => getEmailTemplates(signal),
  });

export function useEmailTemplates(dealerId: number) {
  return useQuery(emailTemplatesQueryOptions(dealerId));
}
