import type { EmailTemplateDefinition } from '@dealer/domain';
import { compileMjml, type EmailBlock, type EmailBranding, layoutMjml } from './email-layout';
import { escapeHtml, fillHtml, fillSubject, fillText } from './fill-text';

export interface RenderedEmail {
  subject: string;
  /** The plain-text alternative (also what the outbox lists). */
  text: string;
  html: string;
}

export interface EmailDealer {
  name: string;
  logoUrl: string | null;
  /** The address, one line per entry. */
  addressLines: string[];
  phone: string | null;
}

const joinSection = (text: string, after: string) => [text, after].filter((s) => s !== '').join('\n');

/**
 * Renders one template: the section texts (the dealer's or the defaults) filled with the values,
 * as HTML (MJML layout with the dealer's logo or name and contact footer) and plain text. The only
 * renderer of customer e-mails: every sender and the preview go through it.
 */
export async function renderEmail(
  template: Pick<EmailTemplateDefinition, 'info'>,
  texts: Readonly<Record<string, string>>,
  values: Readonly<Record<string, string | undefined>>,
  dealer: EmailDealer,
): Promise<RenderedEmail> {
  let subject = '';
  const blocks: EmailBlock[] = [];
  const textParts: string[] = [];
  for (const section of template.info.sections) {
    const raw = joinSection(texts[section.var] ?? section.default, section.after_text);
    if (section.var === 'subject') {
      subject = fillSubject(raw, values);
      continue;
    }
    if (section.link) {
      const href = values[section.link]?.trim() ?? '';
      const label = fillSubject(raw, values);
      if (!href) continue;
      blocks.push({ kind: 'button', html: escapeHtml(label), href });
      textParts.push(`${label}: ${href}`);
      continue;
    }
    const plain = fillText(raw, values);
    if (plain.trim() === '') continue;
    blocks.push({ kind: 'text', html: fillHtml(raw, values) });
    textParts.push(plain);
  }
  const footerLines = [...dealer.addressLines, ...(dealer.phone ? [dealer.phone] : [])];
  const brand: EmailBranding = { name: dealer.name, logoUrl: dealer.logoUrl, footerLines: footerLines.map(escapeHtml) };
  const html = await compileMjml(layoutMjml({ subject, preview: textParts[1] ?? textParts[0] ?? '', brand, blocks }));
  const text = `${textParts.join('\n\n')}\n\n--\n${[dealer.name, ...footerLines].join('\n')}`;
  return { subject, text, html };
}
