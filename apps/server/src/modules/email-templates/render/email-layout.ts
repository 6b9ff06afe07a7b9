import mjml2html from 'mjml';
import { escapeHtml } from './fill-text';

/**
 * The one layout of every customer e-mail, written in MJML: its compiler makes the table-based,
 * inline-styled HTML that mail clients (Outlook included) read, and a single column that fits a
 * phone. Every string handed in here is already escaped HTML, except the URLs.
 */
export interface EmailBlock {
  kind: 'text' | 'button';
  /** Escaped HTML (text) or the escaped label (button). */
  html: string;
  /** A button's address (raw; only http(s) is used). */
  href?: string;
}

export interface EmailBranding {
  name: string;
  logoUrl: string | null;
  /** Escaped HTML lines: the address and phone under the e-mail. */
  footerLines: string[];
}

const isWebUrl = (url: string | null | undefined): url is string => !!url && /^https?:\/\/[^\s"<>]+$/i.test(url);

function header(b: EmailBranding): string {
  const name = escapeHtml(b.name);
  // An <img> in mj-text, not mj-image: mj-image writes height="auto", which is not valid HTML.
  if (isWebUrl(b.logoUrl))
    return `<mj-text padding="0 24px 16px"><img src="${escapeHtml(b.logoUrl)}" alt="${name}" width="160" style="display:block;max-width:160px;height:auto;border:0" /></mj-text>`;
  return `<mj-text css-class="wrap" font-size="20px" font-weight="700" padding="0 24px 16px">${name}</mj-text>`;
}

function block(b: EmailBlock): string {
  if (b.kind === 'button')
    return isWebUrl(b.href) ? `<mj-button href="${escapeHtml(b.href)}" align="left">${b.html}</mj-button>` : '';
  return `<mj-text css-class="wrap">${b.html}</mj-text>`;
}

export function layoutMjml(input: { subject: string; preview: string; brand: EmailBranding; blocks: EmailBlock[] }) {
  const { brand } = input;
  const footer = [escapeHtml(brand.name), ...brand.footerLines].join('<br />');
  return `<mjml lang="en">
  <mj-head>
    <mj-title>${escapeHtml(input.subject)}</mj-title>
    <mj-preview>${escapeHtml(input.preview)}</mj-preview>
    <mj-attributes>
      <mj-all font-family="Helvetica, Arial, sans-serif" />
      <mj-text font-size="16px" line-height="24px" color="#1f2933" padding="0 24px 16px" />
      <mj-button background-color="#1864ab" color="#ffffff" font-size="16px" font-weight="700" border-radius="6px" inner-padding="12px 24px" padding="0 24px 24px" />
    </mj-attributes>
    <mj-style>.wrap div { overflow-wrap: anywhere; word-break: break-word; }</mj-style>
  </mj-head>
  <mj-body background-color="#f1f3f5" width="600px">
    <mj-section padding="24px 0 0">
      <mj-column background-color="#ffffff" padding="24px 0 8px">
        ${header(brand)}
        <mj-divider border-color="#dee2e6" border-width="1px" padding="0 24px 24px" />
        ${input.blocks.map(block).join('\n        ')}
      </mj-column>
    </mj-section>
    <mj-section padding="0 0 24px">
      <mj-column padding="16px 0">
        <mj-text css-class="wrap" font-size="13px" line-height="20px" color="#495057" align="center">${footer}</mj-text>
      </mj-column>
    </mj-section>
  </mj-body>
</mjml>`;
}

/** Compiles the layout; an MJML error is our bug (the layout is ours), so it throws. */
export async function compileMjml(source: string): Promise<string> {
  const result = await mjml2html(source, { validationLevel: 'strict', fonts: {}, keepComments: false });
  if (result.errors.length) throw new Error(`MJML: ${result.errors.map((e) => e.formattedMessage).join('; ')}`);
  return result.html;
}
