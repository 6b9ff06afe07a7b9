import { z } from 'zod';
import { EMAIL_TEMPLATES, type EmailTemplateDefinition } from '../email-templates/catalogue';
import {
  EMAIL_VARS,
  type EmailVarName,
  strayBrace,
  strayBraceMessage,
  unknownVariableMessage,
  unknownVariables,
} from '../email-templates/variables';
import { idAnswer, timestampAnswer } from './answer-fields';
import { boundedString, flag, idParam, isDatabaseId, requiredId } from './fields';
import { makeListQuerySchema } from './list-query';

export const EMAIL_TEMPLATE_MESSAGES = {
  template: 'Choose a template.',
  values: 'Template texts must be text.',
  readonly: 'This section cannot be changed.',
  noSection: 'This template has no such section.',
  required: 'This section cannot be empty.',
  notCustom: 'Only a custom template can be enabled or disabled. Save your own text first.',
  appraisal: 'Not a valid appraisal id.',
} as const;

/** The longest text of one section. */
export const EMAIL_SECTION_MAX = 5000;

const values = z.record(z.string(), boundedString(EMAIL_TEMPLATE_MESSAGES.values, EMAIL_SECTION_MAX), {
  error: EMAIL_TEMPLATE_MESSAGES.values,
});

/**
 * POST /dealer_email_templates ("id, values, enabled"): creates or replaces the dealer's custom
 * version. The values are the custom text per section var (the template's options).
 */
export const emailTemplateSaveSchema = z.object({
  id: requiredId(EMAIL_TEMPLATE_MESSAGES.template),
  values: values.optional().default({}),
  enabled: flag(true),
});
export type EmailTemplateSave = z.output<typeof emailTemplateSaveSchema>;

/**
 * PUT /dealer_email_templates/{id} (values, enabled): values omitted keeps the saved texts, so the
 * list's enabled toggle sends only enabled.
 */
export const emailTemplateUpdateSchema = z.object({
  values: values.optional(),
  enabled: flag(true),
});
export type EmailTemplateUpdate = z.output<typeof emailTemplateUpdateSchema>;

/**
 * POST /dealer_email_templates/preview ("templateId, body"): body is the texts per section var (the
 * editor's unsaved texts); with appraisalId the preview uses that appraisal of the dealer's
 * instead of the sample data.
 */
export const emailTemplatePreviewSchema = z.object({
  templateId: requiredId(EMAIL_TEMPLATE_MESSAGES.template),
  body: values.optional().default({}),
  appraisalId: z
    .unknown()
    .optional()
    .transform((v, c) => {
      if (v === undefined || v === null || v === '') return null;
      const n = typeof v === 'string' ? Number(v) : v;
      if (isDatabaseId(n)) return n;
      c.addIssue({ code: 'custom', message: EMAIL_TEMPLATE_MESSAGES.appraisal });
      return z.NEVER;
    }),
});
export type EmailTemplatePreview = z.output<typeof emailTemplatePreviewSchema>;

export const emailTemplateIdParams = z.object({ id: idParam() });

/**
 * GET /dealer_email_templates in the list protocol: the whole catalogue by default (the Emails tab
 * shows every template), filter.id for react-admin's getMany, sorted by id.
 */
export const emailTemplateListQuerySchema = makeListQuerySchema({
  sortFields: ['id'] as const,
  defaultSort: ['id', 'ASC'],
  defaultRange: [0, EMAIL_TEMPLATES.length - 1],
});
export type EmailTemplateListQuery = z.output<typeof emailTemplateListQuerySchema>;

/**
 * What is wrong with a dealer's texts for a template, by field (`values.<section>`, or the given field): a section the
 * template lacks, a readonly section changed, a required one left empty, a brace outside a whole
 * {{name}} (its place named), or a variable the template does not offer (named). Empty when the texts can be saved.
 */
export function emailTemplateValueErrors(
  template: Pick<EmailTemplateDefinition, 'info'>,
  input: Record<string, string>,
  field = 'values',
): Record<string, string> {
  const errors: Record<string, string> = {};
  const sections = new Map(template.info.sections.map((s) => [s.var, s]));
  for (const [name, text] of Object.entries(input)) {
    const s = sections.get(name);
    const key = `${field}.${name}`;
    if (!s) errors[key] = EMAIL_TEMPLATE_MESSAGES.noSection;
    else if (s.readonly && text !== s.default) errors[key] = EMAIL_TEMPLATE_MESSAGES.readonly;
    else if (s.required && text.trim() === '') errors[key] = EMAIL_TEMPLATE_MESSAGES.required;
    else {
      const stray = strayBrace(text);
      const unknown = unknownVariables(text, template.info.usable_vars);
      if (stray) errors[key] = strayBraceMessage(stray);
      else if (unknown.length) errors[key] = unknownVariableMessage(unknown);
    }
  }
  return errors;
}

/**
 * The text of every section: the dealer's custom text where set, else the section's default.
 * Readonly sections always keep their default.
 */
export function templateSectionTexts(
  template: Pick<EmailTemplateDefinition, 'info'>,
  options: Record<string, string> | null | undefined,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const s of template.info.sections)
    out[s.var] = !s.readonly && options?.[s.var] !== undefined ? options[s.var]! : s.default;
  return out;
}

/** The options worth storing: the texts of editable sections that differ from their default. */
export function customOptions(
  template: Pick<EmailTemplateDefinition, 'info'>,
  input: Record<string, string>,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const s of template.info.sections)
    if (!s.readonly && input[s.var] !== undefined && input[s.var] !== s.default) out[s.var] = input[s.var]!;
  return out;
}

/** A section of a template as the Emails tab edits it (see TemplateSection in the catalogue). */
const templateSectionAnswer = z.object({
  var: z.string(),
  label: z.string(),
  default: z.string(),
  readonly: z.boolean(),
  after_text: z.string().describe('fixed text the product puts right after the section in the e-mail'),
  link: z
    .enum(Object.keys(EMAIL_VARS) as [EmailVarName, ...EmailVarName[]])
    .optional()
    .describe('the section is the button: the variable naming its address'),
  required: z.boolean().optional().describe('the section cannot be saved empty'),
});

/**
 * A template as /dealer_email_templates answers it: the default, with the dealer's custom version
 * when there is one.
 */
export const emailTemplateAnswer = z.object({
  id: idAnswer,
  externalId: z.string(),
  name: z.string(),
  description: z.string(),
  info: z.object({
    sections: z.array(templateSectionAnswer),
    usable_vars: z.array(z.object({ var: z.string(), description: z.string(), example: z.string() })),
  }),
  options: z
    .record(z.string(), z.string())
    .nullable()
    .describe("the dealer's own texts by section var; null when the default applies"),
  enabled: z.boolean().nullable().describe('whether the custom version is used; null without one (nothing to toggle)'),
  customised: z.boolean(),
  updatedAt: timestampAnswer.nullable(),
});
export type EmailTemplateView = z.infer<typeof emailTemplateAnswer>;
export const emailTemplatesAnswer = z.array(emailTemplateAnswer);

/** POST /dealer_email_templates/preview: the texts rendered with sample data. */
export const emailPreviewAnswer = z.object({
  subject: z.string(),
  text: z.string().describe('the plain-text alternative'),
  html: z.string(),
});
export type EmailPreview = z.infer<typeof emailPreviewAnswer>;
