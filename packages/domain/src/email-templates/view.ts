import type { EmailTemplateDefinition } from './catalogue';

/** A template as GET /dealer_email_templates answers it: the default, with the dealer's custom version when there is one. */
export interface EmailTemplateView {
  id: number;
  externalId: string;
  name: string;
  description: string;
  info: EmailTemplateDefinition['info'];
  /** The dealer's own texts by section var; null when the default applies. */
  options: Record<string, string> | null;
  /** Whether the custom version is used (null without one: nothing to toggle). */
  enabled: boolean | null;
  customised: boolean;
  updatedAt: string | null;
}
