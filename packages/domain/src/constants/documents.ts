/** Spec part 2 section 7: document "kind is payoff, groundingReceipt or billOfLading"; section 3 docs also lists photos. */
export const DOCUMENT_KINDS = ['payoff', 'photos', 'groundingReceipt', 'billOfLading'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** Kinds a user uploads (photos come from the inspection). */
export const UPLOAD_DOCUMENT_KINDS = ['payoff', 'groundingReceipt', 'billOfLading'] as const;
export type UploadDocumentKind = (typeof UPLOAD_DOCUMENT_KINDS)[number];

/**
 * Part 2 section 2.5: "Lease returns also take groundingReceipt and billOfLading documents" (appraisal
 * type 2); a trade-in takes payoff documents only.
 */
export const LEASE_ONLY_DOCUMENT_KINDS = ['groundingReceipt', 'billOfLading'] as const;

/**
 * Part 1 section 2: the drop zone "accepts images and PDF by default". The server accepts exactly
 * these: the image types phones and browsers produce, and PDF.
 */
export const UPLOAD_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'application/pdf'] as const;
export type UploadMimeType = (typeof UPLOAD_MIME_TYPES)[number];

/** Spec part 1 section 5: "Upload file types for bulk/mailing list: csv and xlsx." */
export const MAILING_LIST_EXTENSIONS = ['csv', 'xlsx'] as const;
export const MAILING_LIST_MIME_TYPES = [
  'text/csv',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
] as const;

/** Part 1 section 2: the drag-and-drop input "accepts images and PDF by default". */
export const DEFAULT_UPLOAD_ACCEPT = ['image/*', 'application/pdf'] as const;

/**
 * Part 1 section 2, bulk-upload help: "vin and email (required, names exactly as standard);
 * first_name, last_name, phone_number, mileage, finance_bank, finance_bank_num, year, make, model,
 * trim, maturity_date (yyyy-mm-dd)".
 */
export const MAILING_LIST_REQUIRED_COLUMNS = ['vin', 'email'] as const;
export const MAILING_LIST_OPTIONAL_COLUMNS = [
  'first_name',
  'last_name',
  'phone_number',
  'mileage',
  'finance_bank',
  'finance_bank_num',
  'year',
  'make',
  'model',
  'trim',
  'maturity_date',
] as const;

/** Part 1 section 2: "messages containing the word "Failed" show as errors, others as success". */
export function isFailureMessage(message: string): boolean {
  return message.includes('Failed');
}
