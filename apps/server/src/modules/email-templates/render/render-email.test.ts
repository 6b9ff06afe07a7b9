import { EMAIL_TEMPLATES, sampleValues, templateSectionTexts } from '@dealer/domain';
import { HtmlValidate } from 'html-validate';
import { describe, expect, it } from 'vitest';
import { fillHtml, fillSubject, fillText } from './fill-text';
import { type EmailDealer, renderEmail } from './render-email';

/**
 * The HTML standard, less one rule: `align`, `bgcolor`, `cellpadding` and `width` on tables are
 * deprecated for web pages but are what Outlook and older clients lay an e-mail out with (MJML
 * writes them on purpose).
 */
const validator = new HtmlValidate({ extends: ['html-validate:standard'], rules: { 'no-deprecated-attr': 'off' } });

const dealer: EmailDealer = {
  name: 'Metro Motors',
  logoUrl: null,
  addressLines: ['1200 Main St', 'Dallas, TX 75201'],
  phone: '(214) 555-0100',
};

describe('every default template renders valid HTML and a text part', () => {
  it.each(EMAIL_TEMPLATES.map((t) => [t.externalId, t] as const))('%s', async (_, t) => {
    for (const brand of [dealer, { ...dealer, logoUrl: 'https://example.com/logo.png' }]) {
      const mail = await renderEmail(t, templateSectionTexts(t, null), sampleValues(t.info.usable_vars), brand);
      const report = await validator.validateString(mail.html);
      const problems = report.results.flatMap((r) => r.messages.map((m) => `${m.ruleId}: ${m.message}`));
      expect(problems).toEqual([]);
      expect(mail.subject).not.toMatch(/\{\{|\n/);
      expect(mail.text).not.toContain('{{');
      expect(mail.html).not.toContain('{{');
      expect(mail.text).toContain('Metro Motors\n1200 Main St\nDallas, TX 75201\n(214) 555-0100');
      expect(mail.html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    }
  });
});

describe('filling variables', () => {
  const values = { name: 'Ann <b>', phone: '', city: 'Tulsa\nOK', amount: '$5' };
  it('escapes text and values in HTML; plain text stays as typed', () => {
    expect(fillHtml('Hi {{name}} & <i>you</i>', values)).toBe('Hi Ann &lt;b&gt; &amp; &lt;i&gt;you&lt;/i&gt;');
    expect(fillText('Hi {{name}} & <i>you</i>', values)).toBe('Hi Ann <b> & <i>you</i>');
  });
  it('leaves out a line whose variables are all empty, keeps lines without variables', () => {
    expect(fillText('Call {{phone}}\nThanks\n\nOffer {{amount}} {{phone}}', values)).toBe('Thanks\n\nOffer $5 ');
    expect(fillText('Top\nPhone: {{phone}}', values)).toBe('Top');
  });
  it('breaks lines inside values in HTML; subjects are one line', () => {
    expect(fillHtml('At {{city}}', values)).toBe('At Tulsa<br />OK');
    expect(fillSubject('At {{ city }}\nnow', values)).toBe('At Tulsa OK now');
  });
});
