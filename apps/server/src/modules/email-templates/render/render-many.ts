import type { EmailTemplateDefinition } from '@dealer/domain';
import { escapeHtml } from './fill-text';
import { type EmailDealer, type RenderedEmail, renderEmail } from './render-email';

type Values = Readonly<Record<string, string | undefined>>;

/** A value as one recipient's e-mail shows it: trimmed, its whitespace runs one space. */
const clean = (v: string | undefined) => (v ?? '').trim().replace(/\s+/g, ' ');
const token = (i: number) => `https://placeholder.invalid/v${i}x`;

/**
 * The renderer of one template for many recipients (a campaign's mailing list): compiling the
 * MJML layout takes tens of milliseconds, so it runs once per pattern of empty values (which lines
 * renderEmail drops depends only on that), with a placeholder per value; each recipient's values
 * then go in escaped as renderEmail escapes them. A placeholder is a URL so it also passes where a
 * button wants one.
 */
export function manyEmailsRenderer(
  template: Pick<EmailTemplateDefinition, 'info'>,
  texts: Readonly<Record<string, string>>,
  shared: Values,
  dealer: EmailDealer,
) {
  const layouts = new Map<string, Promise<RenderedEmail>>();
  return async (own: Values): Promise<RenderedEmail> => {
    const names = Object.keys(own).sort();
    const values = names.map((n) => clean(own[n]));
    const pattern = values.map((v) => (v ? '1' : '0')).join('');
    let layout = layouts.get(pattern);
    if (!layout) {
      const placeholders = Object.fromEntries(names.map((n, i) => [n, values[i] ? token(i) : '']));
      layout = renderEmail(template, texts, { ...shared, ...placeholders }, dealer);
      layouts.set(pattern, layout);
    }
    const out = { ...(await layout) };
    // Highest index first, so v1x never eats the start of v10x.
    for (let i = values.length - 1; i >= 0; i--) {
      if (!values[i]) continue;
      const t = token(i);
      out.subject = out.subject.replaceAll(t, values[i]!);
      out.text = out.text.replaceAll(t, values[i]!);
      out.html = out.html.replaceAll(t, escapeHtml(values[i]!));
    }
    return out;
  };
}
