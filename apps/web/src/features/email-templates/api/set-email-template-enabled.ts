import { api } from '../../../lib/api-client';
import type { EmailTemplate } from './get-email-templates';
import { useTemplateMutation } from './use-template-mutation';

/** PUT /dealer_email_templates/{id} with only enabled: the list's toggle (custom templates only). */
export function setEmailTemplateEnabled(input: { id: number; enabled: boolean }): Promise<EmailTemplate> {
  return api.put<EmailTemplate>(`/dealer_email_templates/${input.id}`, { enabled: input.enabled });
}

export function useSetEmailTemplateEnabled(dealerId: number) {
  return useTemplateMutation(dealerId, setEmailTemplateEnabled);
}
