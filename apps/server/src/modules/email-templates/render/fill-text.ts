import { VARIABLE_PATTERN } from '@dealer/domain';

/**
 * Variable substitution for templates. Values come from customers and staff (names, addresses),
 * texts from the dealer: in HTML both are escaped, so neither can add markup. A line whose
 * variables are all empty is left out (no "Phone: " without a phone).
 */
const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);

type Values = Readonly<Record<string, string | undefined>>;

function fillLines(text: string, values: Values, encode: (s: string) => string): string[] {
  const out: string[] = [];
  for (const line of text.split('\n')) {
    const names = [...line.matchAll(VARIABLE_PATTERN)].map((m) => m[1]!);
    if (names.length > 0 && names.every((n) => !values[n]?.trim())) continue;
    let filled = '';
    let last = 0;
    for (const m of line.matchAll(VARIABLE_PATTERN)) {
      filled += encode(line.slice(last, m.index)) + encode(values[m[1]!]?.trim() ?? '');
      last = m.index + m[0].length;
    }
    out.push(filled + encode(line.slice(last)));
  }
  // Dropped lines must not leave a blank line at either end.
  while (out.length && out[0]!.trim() === '') out.shift();
  while (out.length && out.at(-1)!.trim() === '') out.pop();
  return out;
}

/** Plain text: values as they are. */
export function fillText(text: string, values: Values): string {
  return fillLines(text, values, (s) => s).join('\n');
}

/** HTML: every piece escaped, line breaks (also inside values such as an address) as <br />. */
export function fillHtml(text: string, values: Values): string {
  return fillLines(text, values, escapeHtml).join('\n').replace(/\n/g, '<br />');
}

/** A subject: plain text on one line. */
export function fillSubject(text: string, values: Values): string {
  return fillText(text, values).replace(/\s+/g, ' ').trim();
}
