import { api } from '../../../lib/api-client';
import type { EmailTemplate } from './get-email-templates';
import { useTemplateMutation } from './use-template-mutation';

export interface SaveEmailTemplate {
  id: number;
  values: Record<string, string>;
  enabled: boolean;
}

/** POST /dealer_email_templates (id, values, enabled): creates or replaces the dealer's version. */
export function saveEmailTemplate(input: SaveEmailTemplate): Promise<EmailTemplate> {
  return api.post<EmailTemplate>('/dealer_email_templates', input);
}

export function useSaveEmailTemplate(dealerId: number) {
  return useTemplateMutation(dealerId, saveEmailTemplate);
}
