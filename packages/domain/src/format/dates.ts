/**
 * Dates (spec part 1 section 9: "dates MM/dd/yyyy and MM/dd/yyyy h:mm aa"), written by hand, in the
 * caller's local time zone. Inputs are a Date or a string; a date-only string such as '2024-03-05'
 * (a maturity date) is read as that calendar day in local time, not as UTC midnight, which would
 * show the day before in the Americas. Missing or unreadable input formats as ''.
 */
export type DateInput = Date | string | null | undefined;

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

export function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  const dateOnly = DATE_ONLY.exec(value.trim());
  const date = dateOnly ? new Date(Number(dateOnly[1]), Number(dateOnly[2]) - 1, Number(dateOnly[3])) : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** 'MM/dd/yyyy', e.g. '03/05/2024'. */
export function formatDate(value: DateInput): string {
  const d = toDate(value);
  if (!d) return '';
  return `${pad2(d.getMonth() + 1)}/${pad2(d.getDate())}/${String(d.getFullYear()).padStart(4, '0')}`;
}

/** 'MM/dd/yyyy h:mm aa', e.g. '03/05/2024 3:07 PM' (12-hour clock, midnight is 12:00 AM). */
export function formatDateTime(value: DateInput): string {
  const d = toDate(value);
  if (!d) return '';
  const hours = d.getHours();
  const h12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${formatDate(d)} ${h12}:${pad2(d.getMinutes())} ${hours < 12 ? 'AM' : 'PM'}`;
}

/**
 * Reads a form's 'MM/dd/yyyy' (part 1 section 5: "Maturity date format MM/dd/yyyy in forms") into
 * the API's 'yyyy-mm-dd'; null when it is not a real calendar date (02/30/2024).
 */
export function parseUsDate(value: string | null | undefined): string | null {
  const m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec((value ?? '').trim());
  if (!m) return null;
  const [month, day, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const d = new Date(year, month - 1, day);
  if (d.getFullYear() !== year || d.getMonth() !== month - 1 || d.getDate() !== day) return null;
  return `${String(year).padStart(4, '0')}-${pad2(month)}-${pad2(day)}`;
}

/** 'yyyy-mm-dd' of a date in local time (what a date picker sends to the API). */
export function toIsoDate(value: DateInput): string {
  const d = toDate(value);
  if (!d) return '';
  return `${String(d.getFullYear()).padStart(4, '0')}-${pad2(d.getMonth() + 1)}-${pad2(d.getDate())}`;
}
