import { z } from 'zod';
import { MAILING_LIST_OPTIONAL_COLUMNS, MAILING_LIST_REQUIRED_COLUMNS } from '../constants/documents';
import { cleanVin, isValidVin } from '../format/vin';
import { mailingListUploadSchema } from './documents';
import { optionalEmail } from './fields';
import { type NewAppraisalMinimalInput, newAppraisalMinimalSchema } from './new-appraisal';

/** A column of the bulk-upload help table (part 1 section 2), named exactly as there. */
export type MailingListColumn =
  | (typeof MAILING_LIST_REQUIRED_COLUMNS)[number]
  | (typeof MAILING_LIST_OPTIONAL_COLUMNS)[number];
export const MAILING_LIST_COLUMNS: readonly MailingListColumn[] = [
  ...MAILING_LIST_REQUIRED_COLUMNS,
  ...MAILING_LIST_OPTIONAL_COLUMNS,
];

/** The most rows one list may hold, and its largest file: a campaign's mailing, not a CRM export. */
export const MAILING_LIST_MAX_ROWS = 20_000;
export const MAILING_LIST_MAX_BYTES = 5 * 1024 * 1024;
/**
 * What an .xlsx (a ZIP) may expand to, all its parts together: a full list (20,000 rows of the 13
 * columns) is about 20 MB of XML; a ZIP bomb expands a thousandfold.
 */
export const MAILING_LIST_MAX_EXPANDED_BYTES = 32 * 1024 * 1024;
/** The longest cell of a list: the longest field a row feeds is 1,000 characters. */
export const MAILING_LIST_MAX_CELL_LENGTH = 1000;
/** The longest file name kept with a list. */
export const MAILING_LIST_MAX_NAME_LENGTH = 255;

/** Our texts (the spec names the columns and the date format, not the messages). */
export const MAILING_LIST_MESSAGES = {
  vinRequired: 'VIN is required.',
  vinInvalid: 'VIN is not valid (17 characters and a matching check digit).',
  emailRequired: 'Email is required.',
  emailInvalid: 'Email is not a valid address.',
  date: 'Use the date format yyyy-mm-dd.',
  /** A date in the right format that names no day (2026-02-30): the format is not the fault. */
  noSuchDay: (text: string) => `There is no ${text} in the calendar.`,
  mileage: 'Mileage must be a whole number of miles.',
  year: 'Year must be a 4-digit model year.',
  duplicate: (line: number) => `Same VIN as row ${line}.`,
  unsubscribed: 'This address unsubscribed from your e-mails.',
  missingColumns: (names: string[]) =>
    `The file must have the columns ${names.join(' and ')} (names exactly as in the help table).`,
  noRows: 'The file has no rows under its header.',
  tooManyRows: `A mailing list can hold at most ${MAILING_LIST_MAX_ROWS.toLocaleString('en-US')} rows.`,
  wrongType: 'Upload a .csv or .xlsx file.',
  oneFile: 'Upload one file at a time.',
  tooLarge: `The file is larger than ${MAILING_LIST_MAX_BYTES / (1024 * 1024)} MB.`,
  tooLargeExpanded: `The spreadsheet expands to more than ${MAILING_LIST_MAX_EXPANDED_BYTES / (1024 * 1024)} MB; save it as a .csv file, or split it.`,
  cellTooLong: (line: number) =>
    `Row ${line.toLocaleString('en-US')} has a cell longer than ${MAILING_LIST_MAX_CELL_LENGTH.toLocaleString('en-US')} characters.`,
  cellTooLongSomewhere: `The spreadsheet has a cell longer than ${MAILING_LIST_MAX_CELL_LENGTH.toLocaleString('en-US')} characters.`,
  nameTooLong: `The file name may have at most ${MAILING_LIST_MAX_NAME_LENGTH} characters.`,
  unreadable: 'The file could not be read as a .csv or .xlsx file.',
  alreadySent: 'This mailing list has already been sent.',
} as const;

export const MAILING_LIST_VERDICTS = ['valid', 'invalid', 'duplicate', 'unsubscribed'] as const;
export type MailingListVerdict = (typeof MAILING_LIST_VERDICTS)[number];

/** One data row as read from the file: its line (the header is line 1) and its cells as text. */
export interface MailingListRawRow {
  line: number;
  values: Partial<Record<MailingListColumn, string>>;
}

export interface MailingListRow extends MailingListRawRow {
  verdict: MailingListVerdict;
  /** Field messages of an invalid row, or the reason of a duplicate or unsubscribed one. */
  errors: Partial<Record<MailingListColumn, string>>;
}

const emailCheck = optionalEmail();

const ISO_DAY_FORMAT = /^(\d{4})-(\d{2})-(\d{2})$/;

/** yyyy-mm-dd that names a real day. */
export function isIsoDay(text: string): boolean {
  const m = ISO_DAY_FORMAT.exec(text);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === text;
}

const wholeNumber = (text: string) => /^\d{1,3}(,?\d{3})*$|^\d+$/.test(text);

/** The column each field of the form's prefill comes from, so its messages land on the cell. */
const PREFILL_COLUMNS: Record<string, MailingListColumn> = {
  vin: 'vin',
  email: 'email',
  firstName: 'first_name',
  lastName: 'last_name',
  phone: 'phone_number',
  mileage: 'mileage',
  financeBank: 'finance_bank',
  financeBankNum: 'finance_bank_num',
  maturityDate: 'maturity_date',
  trim: 'trim',
  'vehicle.year': 'year',
  'vehicle.make': 'make',
  'vehicle.model': 'model',
  'vehicle.trim': 'trim',
};

/**
 * A row's invitation prefill, checked by the schema the send parses it with: a row is valid only
 * when its invitation can go (one verdict, one rule set).
 */
export function mailingRowPrefill(v: MailingListRawRow['values']) {
  return newAppraisalMinimalSchema.safeParse(mailingListPrefill(v));
}

function fieldErrors(v: MailingListRawRow['values']): MailingListRow['errors'] {
  const errors: MailingListRow['errors'] = {};
  const vin = cleanVin(v.vin);
  if (!vin) errors.vin = MAILING_LIST_MESSAGES.vinRequired;
  else if (!isValidVin(vin)) errors.vin = MAILING_LIST_MESSAGES.vinInvalid;
  const email = (v.email ?? '').trim();
  if (!email) errors.email = MAILING_LIST_MESSAGES.emailRequired;
  else if (!emailCheck.safeParse(email).success) errors.email = MAILING_LIST_MESSAGES.emailInvalid;
  if (v.maturity_date && !isIsoDay(v.maturity_date)) {
    const shaped = ISO_DAY_FORMAT.test(v.maturity_date);
    errors.maturity_date = shaped ? MAILING_LIST_MESSAGES.noSuchDay(v.maturity_date) : MAILING_LIST_MESSAGES.date;
  }
  if (v.mileage && !wholeNumber(v.mileage)) errors.mileage = MAILING_LIST_MESSAGES.mileage;
  if (v.year && !/^(19|20)\d{2}$/.test(v.year)) errors.year = MAILING_LIST_MESSAGES.year;
  const prefill = mailingRowPrefill(v);
  if (!prefill.success) {
    for (const issue of prefill.error.issues) {
      const column = PREFILL_COLUMNS[issue.path.join('.')] ?? 'vin';
      errors[column] ??= issue.message;
    }
  }
  return errors;
}

/** The key an unsubscribed address is kept under: trimmed and lower-cased. */
export const mailingAddressKey = (email: string) => email.trim().toLowerCase();

/**
 * Each row's verdict: invalid (field messages), else duplicate (the VIN of an earlier row: one
 * vehicle, one invitation), else unsubscribed (the dealer may not mail the address), else valid.
 */
export function mailingListVerdicts(rows: MailingListRawRow[], unsubscribed: ReadonlySet<string>): MailingListRow[] {
  const firstLineOfVin = new Map<string, number>();
  return rows.map((row) => {
    const errors = fieldErrors(row.values);
    if (Object.keys(errors).length > 0) return { ...row, verdict: 'invalid', errors };
    const vin = cleanVin(row.values.vin);
    const first = firstLineOfVin.get(vin);
    if (first !== undefined)
      return { ...row, verdict: 'duplicate', errors: { vin: MAILING_LIST_MESSAGES.duplicate(first) } };
    firstLineOfVin.set(vin, row.line);
    if (unsubscribed.has(mailingAddressKey(row.values.email ?? '')))
      return { ...row, verdict: 'unsubscribed', errors: { email: MAILING_LIST_MESSAGES.unsubscribed } };
    return { ...row, verdict: 'valid', errors: {} };
  });
}

/** Lease data on a row (a maturity date): its invitation opens the lease-return form. */
export const isLeaseRow = (v: MailingListRawRow['values']) => Boolean(v.maturity_date);

/** A valid row as the customer form's prefill (the share dialog's minimal values). */
export function mailingListPrefill(v: MailingListRawRow['values']): NewAppraisalMinimalInput {
  const text = (s: string | undefined) => s?.trim() || null;
  const lease = isLeaseRow(v);
  const vehicle = v.year || v.make || v.model || v.trim;
  return {
    vin: cleanVin(v.vin),
    email: text(v.email),
    firstName: text(v.first_name),
    lastName: text(v.last_name),
    phone: text(v.phone_number),
    mileage: v.mileage ? Number(v.mileage.replace(/,/g, '')) : null,
    financeBank: text(v.finance_bank),
    financeBankNum: text(v.finance_bank_num),
    maturityDate: text(v.maturity_date),
    trim: text(v.trim),
    // A trade-in with a bank is financed (owner status 2), so the form shows its bank block.
    ownerStatusId: !lease && v.finance_bank ? 2 : null,
    vehicle: vehicle
      ? { year: v.year ? Number(v.year) : null, make: text(v.make), model: text(v.model), trim: text(v.trim) }
      : null,
  };
}

/**
 * The message when a send finishes: how many were sent, and how many rows were not sent (errors or
 * duplicates, known before sending) or skipped. Part 1 section 2 shows a message containing
 * "Failed" as an error: rows refused before the send are not a failure of it, so a send that sent
 * every valid row never says "Failed".
 */
export function mailingSendMessage(counts: { sent: number; failed: number; skipped: number }): string {
  const plural = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
  const parts = [`Sent ${plural(counts.sent, 'email', 'emails')}.`];
  if (counts.failed > 0) parts.push(`Not sent: ${plural(counts.failed, 'row', 'rows')} with errors or duplicates.`);
  if (counts.skipped > 0)
    parts.push(`Skipped ${plural(counts.skipped, 'unsubscribed address', 'unsubscribed addresses')}.`);
  return parts.join(' ');
}

/**
 * POST /dealer_campaigns/{id}/documents: the file's name, its size and its bytes in base64 (one
 * JSON call: a list is small, and every route of the API speaks JSON).
 */
export const mailingListFileSchema = mailingListUploadSchema.extend({
  name: mailingListUploadSchema.shape.name.pipe(
    z.string().max(MAILING_LIST_MAX_NAME_LENGTH, MAILING_LIST_MESSAGES.nameTooLong),
  ),
  size: mailingListUploadSchema.shape.size.pipe(z.number().max(MAILING_LIST_MAX_BYTES, MAILING_LIST_MESSAGES.tooLarge)),
  content: z
    .string({ error: MAILING_LIST_MESSAGES.unreadable })
    .max(Math.ceil(MAILING_LIST_MAX_BYTES / 3) * 4 + 4, MAILING_LIST_MESSAGES.tooLarge)
    .regex(/^[A-Za-z0-9+/]*={0,2}$/, MAILING_LIST_MESSAGES.unreadable),
});
export type MailingListFile = z.output<typeof mailingListFileSchema>;
