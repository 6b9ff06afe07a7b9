import { describe, expect, it } from 'vitest';
import { emailTemplateByExternalId } from '../email-templates/catalogue';
import {
  customOptions,
  emailTemplatePreviewSchema,
  emailTemplateSaveSchema,
  emailTemplateUpdateSchema,
  emailTemplateValueErrors,
  templateSectionTexts,
} from './email-template';

const odometer = emailTemplateByExternalId('odometer-statement');
const legal = odometer.info.sections.find((s) => s.var === 'legal')!;

describe('e-mail template payloads (part 2 section 7)', () => {
  it('POST (id, values, enabled), PUT (values, enabled), preview (templateId, body)', () => {
    expect(emailTemplateSaveSchema.parse({ id: '7', values: { intro: 'Hi' } })).toEqual({
      id: 7,
      values: { intro: 'Hi' },
      enabled: true,
    });
    // The list's toggle sends only enabled: the saved texts stay.
    expect(emailTemplateUpdateSchema.parse({ enabled: false })).toEqual({ enabled: false });
    const bad = emailTemplateSaveSchema.safeParse({ values: { intro: 5 } });
    expect(bad.success ? [] : bad.error.issues.map((i) => i.message)).toEqual([
      'Choose a template.',
      'Template texts must be text.',
    ]);
    expect(emailTemplatePreviewSchema.parse({ templateId: 3, body: { intro: 'x' } })).toEqual({
      templateId: 3,
      body: { intro: 'x' },
      appraisalId: null,
    });
    expect(emailTemplatePreviewSchema.safeParse({ templateId: 3, appraisalId: 'x' }).success).toBe(false);
  });
});

describe('checking a dealer’s texts', () => {
  it('refuses a changed readonly section, an unknown section, an empty subject', () => {
    expect(
      emailTemplateValueErrors(odometer, { legal: 'No law here', nope: 'x', subject: ' ', intro: 'Fine' }),
    ).toEqual({
      'values.legal': 'This section cannot be changed.',
      'values.nope': 'This template has no such section.',
      'values.subject': 'This section cannot be empty.',
    });
    expect(emailTemplateValueErrors(odometer, { legal: legal.default })).toEqual({});
  });
  it('names an unknown variable', () => {
    expect(emailTemplateValueErrors(odometer, { intro: 'Hi {{customer_first_name}} {{ shoe_size }}' })).toEqual({
      'values.intro': 'Unknown variable {{shoe_size}}.',
    });
    // offer_link belongs to the offer e-mail, not to this one.
    expect(emailTemplateValueErrors(odometer, { intro: '{{offer_link}} {{x}}' })).toEqual({
      'values.intro': 'Unknown variables {{offer_link}}, {{x}}.',
    });
  });
  it('refuses a brace outside a whole {{name}}, naming its line and column', () => {
    expect(emailTemplateValueErrors(odometer, { intro: '{{dealer_name} thanks' })).toEqual({
      'values.intro': 'Unbalanced braces at line 1, column 1 ("{{dealer_name} thanks"). Write a variable as {{name}}.',
    });
    expect(
      emailTemplateValueErrors(odometer, { intro: 'Hi {{customer_first_name}},\nsee dealer_name}} soon' }, 'body'),
    ).toEqual({
      'body.intro': 'Unbalanced braces at line 2, column 16 ("}} soon"). Write a variable as {{name}}.',
    });
    expect(emailTemplateValueErrors(odometer, { intro: 'Hi {{customer_first_name}}, {' })).toEqual({
      'values.intro': 'Unbalanced braces at line 1, column 29 ("{"). Write a variable as {{name}}.',
    });
    expect(emailTemplateValueErrors(odometer, { intro: '{{{dealer_name}}}' })).toEqual({
      'values.intro': 'Unbalanced braces at line 1, column 1 ("{{{dealer_name}}}"). Write a variable as {{name}}.',
    });
    expect(emailTemplateValueErrors(odometer, { intro: 'Hi {{ customer_first_name }}, {{dealer_name}}.' })).toEqual({});
  });
  it('section texts: custom where set, default otherwise, readonly keeps its default', () => {
    const texts = templateSectionTexts(odometer, { intro: 'Hi there', legal: 'No terms' });
    expect(texts.intro).toBe('Hi there');
    expect(texts.legal).toBe(legal.default);
    expect(customOptions(odometer, { intro: 'Hi there', subject: odometer.info.sections[0]!.default })).toEqual({
      intro: 'Hi there',
    });
  });
});
