import { api } from '../../../lib/api-client';
import type { EmailTemplate } from './get-email-templates';
import { useTemplateMutation } from './use-template-mutation';

/** DELETE /dealer_email_templates/{id}: "Reset to default"; answers the template as it now is. */
export function resetEmailTemplate(id: number): Promise<EmailTemplate> {
  return api.delete<EmailTemplate>(`/dealer_email_templates/${id}`);
}

export function useResetEmailTemplate(dealerId: number) {
  return useTemplateMutation(dealerId, resetEmailTemplate);
}
