import { z } from 'zod';
import { flag, requiredId } from './fields';

/**
 * E-mail template info (part 2 section 3: "info (JSON: sections each with var, label, default,
 * readonly, after_text; and usable_vars)").
 */
export const emailTemplateInfoSchema = z.object({
  sections: z
    .array(
      z.object({
        var: z.string(),
        label: z.string().optional().default(''),
        default: z.string().optional().default(''),
        readonly: z.boolean().optional().default(false),
        after_text: z.string().optional().default(''),
      }),
    )
    .optional()
    .default([]),
  usable_vars: z.array(z.string()).optional().default([]),
});
export type EmailTemplateInfo = z.output<typeof emailTemplateInfoSchema>;

export const EMAIL_TEMPLATE_MESSAGES = {
  template: 'Choose a template.',
  values: 'Template texts must be text.',
  readonly: 'This section cannot be changed.',
} as const;

const values = z.record(z.string(), z.string({ error: EMAIL_TEMPLATE_MESSAGES.values }), {
  error: EMAIL_TEMPLATE_MESSAGES.values,
});

/**
 * POST /dealer_email_templates ("id, values, enabled") and PUT /dealer_email_templates/{id}
 * (values, enabled). The values are the custom text per section var (the template's options).
 */
export const emailTemplateSaveSchema = z.object({
  id: requiredId(EMAIL_TEMPLATE_MESSAGES.template),
  values: values.optional().default({}),
  enabled: flag(true),
});
export type EmailTemplateSave = z.output<typeof emailTemplateSaveSchema>;

export const emailTemplateUpdateSchema = emailTemplateSaveSchema.omit({ id: true });
export type EmailTemplateUpdate = z.output<typeof emailTemplateUpdateSchema>;

/** POST /dealer_email_templates/preview ("templateId, body"): body is the texts per section var. */
export const emailTemplatePreviewSchema = z.object({
  templateId: requiredId(EMAIL_TEMPLATE_MESSAGES.template),
  body: values.optional().default({}),
});
export type EmailTemplatePreview = z.output<typeof emailTemplatePreviewSchema>;

/**
 * Part 2 section 4: "enabled flag can be toggled from the list, only for custom templates."
 * A template is custom once the dealer saved texts of its own (options set); removing it is
 * "Reset to default".
 */
export function isCustomTemplate(template: { options?: Record<string, unknown> | string | null }): boolean {
  const { options } = template;
  if (options === null || options === undefined || options === '') return false;
  return typeof options === 'string' || Object.keys(options).length > 0;
}

/**
 * The text of every section: the dealer's custom text where set, else the section's default.
 * Readonly sections always keep their default.
 */
export function templateSectionTexts(
  info: EmailTemplateInfo,
  options: Record<string, string> | null | undefined,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const s of info.sections)
    out[s.var] = !s.readonly && options?.[s.var] !== undefined ? options[s.var]! : s.default;
  return out;
}

/** Refuses changes to readonly sections (the server's check on save). Returns the offending vars. */
export function readonlyChanges(info: EmailTemplateInfo, values: Record<string, string>): string[] {
  return info.sections
    .filter((s) => s.readonly && values[s.var] !== undefined && values[s.var] !== s.default)
    .map((s) => s.var);
}
