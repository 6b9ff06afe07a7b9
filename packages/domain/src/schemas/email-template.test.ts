import { describe, expect, it } from 'vitest';
import {
  emailTemplateInfoSchema,
  emailTemplatePreviewSchema,
  emailTemplateSaveSchema,
  emailTemplateUpdateSchema,
  isCustomTemplate,
  readonlyChanges,
  templateSectionTexts,
} from './email-template';

const info = emailTemplateInfoSchema.parse({
  sections: [
    { var: 'intro', label: 'Intro', default: 'Hello', readonly: false },
    { var: 'legal', label: 'Legal', default: 'Terms apply', readonly: true, after_text: '' },
  ],
  usable_vars: ['firstName'],
});

describe('e-mail templates (part 2 sections 3, 4, 7)', () => {
  it('reads info: sections with var, label, default, readonly, after_text; usable_vars', () => {
    expect(info.sections[1]).toEqual({
      var: 'legal',
      label: 'Legal',
      default: 'Terms apply',
      readonly: true,
      after_text: '',
    });
    expect(emailTemplateInfoSchema.parse({})).toEqual({ sections: [], usable_vars: [] });
  });
  it('POST (id, values, enabled), PUT (values, enabled), preview (templateId, body)', () => {
    expect(emailTemplateSaveSchema.parse({ id: '7', values: { intro: 'Hi' } })).toEqual({
      id: 7,
      values: { intro: 'Hi' },
      enabled: true,
    });
    expect(emailTemplateUpdateSchema.parse({ enabled: false })).toEqual({ values: {}, enabled: false });
    const bad = emailTemplateSaveSchema.safeParse({ values: { intro: 5 } });
    expect(bad.success ? [] : bad.error.issues.map((i) => i.message)).toEqual([
      'Choose a template.',
      'Template texts must be text.',
    ]);
    expect(emailTemplatePreviewSchema.parse({ templateId: 3, body: { intro: 'x' } })).toEqual({
      templateId: 3,
      body: { intro: 'x' },
    });
  });
  it('"enabled flag can be toggled from the list, only for custom templates"', () => {
    expect(isCustomTemplate({ options: { intro: 'Hi' } })).toBe(true);
    expect(isCustomTemplate({ options: '{"intro":"Hi"}' })).toBe(true);
    expect(isCustomTemplate({ options: {} })).toBe(false);
    expect(isCustomTemplate({ options: null })).toBe(false);
    expect(isCustomTemplate({})).toBe(false);
  });
  it('section texts: custom where set, default otherwise, readonly keeps its default', () => {
    expect(templateSectionTexts(info, { intro: 'Hi there', legal: 'No terms' })).toEqual({
      intro: 'Hi there',
      legal: 'Terms apply',
    });
    expect(templateSectionTexts(info, null)).toEqual({ intro: 'Hello', legal: 'Terms apply' });
    expect(readonlyChanges(info, { legal: 'No terms', intro: 'x' })).toEqual(['legal']);
    expect(readonlyChanges(info, { legal: 'Terms apply' })).toEqual([]);
  });
});
