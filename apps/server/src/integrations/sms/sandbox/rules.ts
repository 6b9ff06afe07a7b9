/**
 * The sandbox network's deterministic rules, by the number's last four digits, so each outcome can
 * be tried on purpose: 9990 is a landline (refused at once, Twilio's error 21614), 9991 an
 * unreachable handset (undelivered, 30003), 9992 a carrier failure (failed, 30008); every other
 * number receives the text (sent, then delivered).
 */
export type SandboxFate =
  | { refused: { code: number; message: string } }
  | { final: 'delivered' | 'undelivered' | 'failed'; errorCode: string | null };

export function fateOf(to: string): SandboxFate {
  if (to.endsWith('9990'))
    return { refused: { code: 21614, message: `'To' number ${to} is not a valid mobile number` } };
  if (to.endsWith('9991')) return { final: 'undelivered', errorCode: '30003' };
  if (to.endsWith('9992')) return { final: 'failed', errorCode: '30008' };
  return { final: 'delivered', errorCode: null };
}

export const E164 = /^\+[1-9]\d{7,14}$/;
