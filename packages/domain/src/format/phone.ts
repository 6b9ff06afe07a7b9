/** Spec part 1 section 5: "Phone input mask (###) ###-####." */
export const PHONE_INPUT_MASK = '(###) ###-####';

export function phoneDigits(value: string | null | undefined): string {
  return (value ?? '').replace(/\D/g, '');
}

/**
 * Spec part 1 section 5: "Phone displayed as (xxx) xxx-xxxx, with +1 if an 11-digit number starts
 * with 1; otherwise blank." Ten digits: '(555) 123-4567'; eleven starting with 1:
 * '+1 (555) 123-4567'; anything else: ''.
 */
export function formatPhone(value: string | number | null | undefined): string {
  const digits = phoneDigits(value === null || value === undefined ? '' : String(value));
  const local = (d: string) => `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6, 10)}`;
  if (digits.length === 10) return local(digits);
  if (digits.length === 11 && digits.startsWith('1')) return `+1 ${local(digits.slice(1))}`;
  return '';
}

/**
 * Applies the input mask to what has been typed so far, for an input that formats as you type:
 * '555' -> '(555', '5551' -> '(555) 1', '5551234567' -> '(555) 123-4567'. Extra digits are dropped.
 */
export function maskPhoneInput(value: string | null | undefined): string {
  let digits = phoneDigits(value).slice(0, 10);
  let out = '';
  for (const ch of PHONE_INPUT_MASK) {
    if (digits.length === 0) break;
    if (ch === '#') {
      out += digits[0];
      digits = digits.slice(1);
    } else {
      out += ch;
    }
  }
  return out;
}

/**
 * E.164 for a US number, by the same rules as formatPhone: ten digits get +1, eleven starting
 * with 1 get +; anything else is not a number we can text (null).
 */
export function toE164(value: string | null | undefined): string | null {
  const digits = phoneDigits(value);
  if (digits.length === 10) return `+1${digits}`;
  if (digits.length === 11 && digits.startsWith('1')) return `+${digits}`;
  return null;
}
