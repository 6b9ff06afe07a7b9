/** `text` with `token` put in place of the selection [start, end); answers the caret after it. */
export function insertAtCursor(
  text: string,
  start: number | null,
  end: number | null,
  token: string,
): { text: string; caret: number } {
  const from = Math.min(Math.max(start ?? text.length, 0), text.length);
  const to = Math.min(Math.max(end ?? from, from), text.length);
  return { text: text.slice(0, from) + token + text.slice(to), caret: from + token.length };
}

export const variableToken = (name: string) => `{{${name}}}`;
