import { emailTemplateValueErrors, templateSectionTexts } from '@dealer/domain';
import type { FieldErrors, Resolver } from 'react-hook-form';
import type { EmailTemplate } from '../api/get-email-templates';

export interface TemplateForm {
  values: Record<string, string>;
}

/** The texts of the editable sections: the dealer's where saved, else the defaults. */
export function formValues(template: EmailTemplate, useDefaults = false): TemplateForm {
  const texts = templateSectionTexts(template, useDefaults ? null : template.options);
  const values: Record<string, string> = {};
  for (const s of template.info.sections) if (!s.readonly) values[s.var] = texts[s.var] ?? '';
  return { values };
}

/** Field errors ('values.<var>': message, as the API answers them) in react-hook-form's shape. */
export function toFieldErrors(fields: Record<string, string>): FieldErrors<TemplateForm> {
  const values: Record<string, { type: string; message: string }> = {};
  for (const [key, message] of Object.entries(fields))
    if (key.startsWith('values.')) values[key.slice('values.'.length)] = { type: 'validate', message };
  return Object.keys(values).length ? ({ values } as FieldErrors<TemplateForm>) : {};
}

/** The same checks as the server (domain emailTemplateValueErrors): unknown variables by name, empty required sections. */
export function templateResolver(template: EmailTemplate): Resolver<TemplateForm> {
  return async (data) => {
    const errors = toFieldErrors(emailTemplateValueErrors(template, data.values));
    return Object.keys(errors).length ? { values: {}, errors } : { values: data, errors: {} };
  };
}
