import { z } from 'zod';
import { optionalEmail, optionalText, requiredDate, requiredText } from './fields';

/** Part 2 section 5, return and location-change dialogs. */
export const LEASE_RETURN_MESSAGES = {
  address: 'Address required.',
  date: 'Date required.',
  agreement: 'Agreement required.',
} as const;

/** Part 2 section 5: the acknowledgment checkbox's label. */
export const LOCATION_AGREEMENT_LABEL =
  "I acknowledge that I will contact the bank and inform them of the pickup's location change.";

/**
 * Return dialog, POST .../returned (part 2 section 5: "address required ('Address required.');
 * turn-in date required ('Date required.'); email valid format; names and phone optional").
 * The turn-in date is stored as turninDate (the row field of part 2 section 3).
 */
export const returnDialogSchema = z.object({
  address: requiredText(LEASE_RETURN_MESSAGES.address, 1, 500),
  turninDate: requiredDate(LEASE_RETURN_MESSAGES.date),
  firstName: optionalText(100),
  lastName: optionalText(100),
  email: optionalEmail(),
  phone: optionalText(40),
});
export type ReturnDialog = z.output<typeof returnDialogSchema>;
export type ReturnDialogInput = z.input<typeof returnDialogSchema>;

/**
 * Location change, POST .../location (part 2 section 5: "acknowledgment checkbox must be true
 * ('Agreement required.') ... Email must be a valid format. Other fields free text."). "Free text"
 * is the format, not leave-blank: a pickup location is its address, so an empty one would record a
 * change to nowhere ("Location changed: no address"); it takes the return dialog's 'Address required.'.
 */
export const locationChangeSchema = z.object({
  agreed: z.literal(true, { error: LEASE_RETURN_MESSAGES.agreement }),
  address: requiredText(LEASE_RETURN_MESSAGES.address, 1, 500),
  firstName: optionalText(100),
  lastName: optionalText(100),
  email: optionalEmail(),
  phone: optionalText(40),
});
export type LocationChange = z.output<typeof locationChangeSchema>;
export type LocationChangeInput = z.input<typeof locationChangeSchema>;
