/**
 * Spec part 1 section 2, share-form dialog: "typeCode (tradein "Buying center form",
 * showroom_tradein "Showroom Trade in form", lease "Lease return form"), shareType (url, email, sms)".
 */
export const SHARE_FORM_TYPES = [
  { code: 'tradein', label: 'Buying center form' },
  { code: 'showroom_tradein', label: 'Showroom Trade in form' },
  { code: 'lease', label: 'Lease return form' },
] as const;
export type ShareFormTypeCode = (typeof SHARE_FORM_TYPES)[number]['code'];
export const SHARE_FORM_TYPE_CODES: readonly ShareFormTypeCode[] = ['tradein', 'showroom_tradein', 'lease'];

export const SHARE_TYPES = ['url', 'email', 'sms'] as const;
export type ShareType = (typeof SHARE_TYPES)[number];

/** Part 1 section 2: "shows "Sent!" (cleared after 5000 ms)", "once saved, "Form filled" shows". */
export const SHARE_TEXTS = { sent: 'Sent!', formFilled: 'Form filled', copy: 'Copy' } as const;
