import { z } from 'zod';
import { optionalEmail, optionalText } from './fields';

/**
 * Contact dialog and POST /appraisals/{id}/contact (part 2 section 3: "Contact: vendorName,
 * firstName, lastName, phoneNumber, email"). Only the e-mail has a rule (a valid format);
 * "Contact dialog saves only when changed" is the caller's check (see contactChanged).
 */
export const contactSchema = z.object({
  firstName: optionalText(100),
  lastName: optionalText(100),
  email: optionalEmail(),
  phoneNumber: optionalText(40),
  vendorName: optionalText(200),
});
export type Contact = z.output<typeof contactSchema>;
export type ContactInput = z.input<typeof contactSchema>;

/** Part 2 section 5: "Contact dialog saves only when changed." Blank and null are the same. */
export function contactChanged(before: Partial<Record<keyof Contact, string | null>>, after: Contact): boolean {
  const keys: (keyof Contact)[] = ['firstName', 'lastName', 'email', 'phoneNumber', 'vendorName'];
  return keys.some((k) => (before[k]?.trim() || null) !== after[k]);
}
