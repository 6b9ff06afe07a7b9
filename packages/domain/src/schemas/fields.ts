import { z } from 'zod';
import { parseUsDate, toIsoDate } from '../format/dates';
import { parseMoneyValue, roundMoney } from '../formulas/cents';
import { AUTH_MESSAGES } from './auth';

/**
 * Field builders shared by the schemas. Forms hand over strings, the API numbers and nulls; each
 * builder accepts both and outputs one clean type, so the web (react-hook-form) and the server
 * parse with the same schema.
 */
export const isBlank = (v: unknown): boolean =>
  v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** The largest id a PostgreSQL integer (int4) column holds; ids above it are not ids of ours. */
export const INT4_MAX = 2_147_483_647;

/** Whether a value is one of our database ids: a positive int4. */
export function isDatabaseId(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= INT4_MAX;
}

/** Our message for text carrying a NUL character, which PostgreSQL cannot store. */
export const NUL_MESSAGE = 'Remove the invisible control character from this text.';

/** Whether text holds a NUL (U+0000): no field of ours does, and PostgreSQL refuses it in text. */
export const hasNul = (text: string): boolean => text.includes('\u0000');

/** The longest text a required field takes unless it says otherwise. */
export const TEXT_MAX = 1000;

/**
 * A string of at most `max` characters without NUL: the base of the free-form text fields that
 * do not go through requiredText/optionalText (VIN, trim, zip ...).
 */
export function boundedString(message: string, max = TEXT_MAX) {
  return z
    .string({ error: message })
    .max(max, `Use at most ${max} characters.`)
    .refine((v) => !hasNul(v), NUL_MESSAGE);
}

/** A path parameter naming one of our records (positive int4); the OpenAPI document shows an integer. */
export function idParam(message = 'Not a valid id.') {
  return z.coerce.number({ error: message }).int(message).min(1, message).max(INT4_MAX, message);
}

/** The highest odometer reading we take (a vehicle's miles; the schemas of every form share it). */
export const MILEAGE_MAX = 10_000_000;

/** Calendar years a date of ours may carry: year 0000 or 9999 is a typo or an attack, never a deal. */
export const DATE_YEAR_MIN = 1900;
export const DATE_YEAR_MAX = 2100;

/** Whether an ISO date or date-time ('yyyy-mm-dd...') falls in the sane years. */
export function hasSaneYear(iso: string): boolean {
  const year = Number(iso.slice(0, 4));
  return Number.isInteger(year) && year >= DATE_YEAR_MIN && year <= DATE_YEAR_MAX;
}

/** An ISO 8601 date-time with an offset, in the sane years (webhooks and API payloads). */
export function isoDateTime(message = 'Enter a date and time in ISO 8601 form.') {
  return z.iso.datetime({ offset: true, error: message }).refine(hasSaneYear, message);
}

/** A text path parameter (slug, token): non-empty, at most `max` characters, no NUL. */
export function textParam(max = 100, message = 'Not a valid value.') {
  return z
    .string({ error: message })
    .min(1, message)
    .max(max, message)
    .refine((v) => !hasNul(v), message);
}

/** Our message where the spec gives none for a bad e-mail: the login page's ("Enter a valid email"). */
export const EMAIL_INVALID = AUTH_MESSAGES.emailInvalid;

const emailFormat = z.email();
/** RFC 5321's longest address. */
const EMAIL_MAX = 254;

/** Required trimmed text of at least `min` characters; one message for missing and too short, as the spec writes them. */
export function requiredText(message: string, min = 1, max = TEXT_MAX) {
  return z
    .string({ error: message })
    .trim()
    .min(min, message)
    .max(max, `Use at most ${max} characters.`)
    .refine((v) => !hasNul(v), NUL_MESSAGE);
}

/** Optional text: blank becomes null, the rest is trimmed. */
export function optionalText(max = 1000) {
  return z
    .union([z.string(), z.null()], { error: 'Enter text.' })
    .optional()
    .transform((v, ctx) => {
      if (isBlank(v)) return null;
      const text = (v as string).trim();
      if (text.length > max || hasNul(text)) {
        ctx.addIssue({ code: 'custom', message: hasNul(text) ? NUL_MESSAGE : `Use at most ${max} characters.` });
        return z.NEVER;
      }
      return text;
    });
}

/** Optional e-mail: blank is null, anything else must be an e-mail ("e-mail valid format"). */
export function optionalEmail(invalid: string = EMAIL_INVALID) {
  return z
    .union([z.string(), z.null()], { error: invalid })
    .optional()
    .transform((v, ctx) => {
      if (isBlank(v)) return null;
      const email = (v as string).trim();
      if (email.length > EMAIL_MAX || !emailFormat.safeParse(email).success) {
        ctx.addIssue({ code: 'custom', message: invalid });
        return z.NEVER;
      }
      return email;
    });
}

/** Required e-mail with the spec's two messages. */
export function requiredEmail(required: string, invalid: string = EMAIL_INVALID) {
  return z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(EMAIL_MAX, invalid)
    .pipe(z.email({ error: invalid }));
}

function readNumber(v: unknown): number | null | 'invalid' {
  if (isBlank(v)) return null;
  if (typeof v === 'number') return Number.isFinite(v) ? v : 'invalid';
  if (typeof v !== 'string') return 'invalid';
  const n = parseMoneyValue(v);
  return n === null ? 'invalid' : n;
}

interface NumberRules {
  int?: boolean;
  min?: number;
  max?: number;
  /** Message when the number is out of range or not whole; defaults to the main message. */
  rangeMessage?: string;
}

function checkNumber(n: number, message: string, rules: NumberRules, ctx: z.RefinementCtx): boolean {
  const bad =
    (rules.int && !Number.isInteger(n)) ||
    (rules.min !== undefined && n < rules.min) ||
    (rules.max !== undefined && n > rules.max);
  if (bad) ctx.addIssue({ code: 'custom', message: rules.rangeMessage ?? message });
  return !bad;
}

/** A required number (number or numeric string, "1,234" allowed); missing or not a number gives `message`. */
export function requiredNumber(message: string, rules: NumberRules = {}) {
  return z.unknown().transform((v, ctx): number => {
    const n = readNumber(v);
    if (n === null || n === 'invalid') {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return checkNumber(n, message, rules, ctx) ? n : z.NEVER;
  });
}

/** An optional number: blank is null ("nullable number"); not a number gives `message`. */
export function optionalNumber(message: string, rules: NumberRules = {}) {
  return z
    .unknown()
    .optional()
    .transform((v, ctx): number | null => {
      const n = readNumber(v);
      if (n === null) return null;
      if (n === 'invalid') {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return checkNumber(n, message, rules, ctx) ? n : z.NEVER;
    });
}

/**
 * The largest amount a money field takes. The columns are NUMERIC(12,2) (10 digits before the
 * point), and the worksheet adds up to a dozen amounts into stored totals, so one input stays two
 * digits below that; no vehicle deal comes near $100M.
 */
export const MONEY_MAX = 99_999_999.99;

/** A required money amount, rounded to cents ("Offer amounts are parsed as decimals"; "$1,234.50" allowed). */
export function requiredMoney(message: string, rules: NumberRules = {}) {
  return requiredNumber(message, { min: -MONEY_MAX, max: MONEY_MAX, ...rules }).transform((n) => roundMoney(n));
}

/** An optional money amount, rounded to cents; blank is null. */
export function optionalMoney(message: string, rules: NumberRules = {}) {
  return optionalNumber(message, { min: -MONEY_MAX, max: MONEY_MAX, ...rules }).transform((n) =>
    n === null ? null : roundMoney(n),
  );
}

/** A database id (positive int4, number or numeric string): 2147483648, 1e308 and the like are refused. */
export function requiredId(message: string) {
  return requiredNumber(message, { int: true, min: 1, max: INT4_MAX });
}
export function optionalId(message: string) {
  return optionalNumber(message, { int: true, min: 1, max: INT4_MAX });
}

/** Reads 'yyyy-mm-dd', an ISO date-time, 'MM/dd/yyyy' or a Date into 'yyyy-mm-dd'; null when blank, 'invalid' otherwise. */
function readDate(v: unknown): string | null | 'invalid' {
  if (isBlank(v)) return null;
  if (v instanceof Date) {
    if (Number.isNaN(v.getTime())) return 'invalid';
    const iso = toIsoDate(v);
    return hasSaneYear(iso) ? iso : 'invalid';
  }
  if (typeof v !== 'string') return 'invalid';
  const text = v.trim();
  const us = parseUsDate(text);
  if (us) return hasSaneYear(us) ? us : 'invalid';
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(text);
  if (!iso) return 'invalid';
  const checked = parseUsDate(`${iso[2]}/${iso[3]}/${iso[1]}`);
  return checked && hasSaneYear(checked) ? checked : 'invalid';
}

/** A required calendar date, output 'yyyy-mm-dd'. */
export function requiredDate(message: string, invalid = 'Enter a date as MM/dd/yyyy.') {
  return z.unknown().transform((v, ctx): string => {
    const d = readDate(v);
    if (d === null || d === 'invalid') {
      ctx.addIssue({ code: 'custom', message: d === null ? message : invalid });
      return z.NEVER;
    }
    return d;
  });
}

/** An optional calendar date ('yyyy-mm-dd' or null). */
export function optionalDate(invalid = 'Enter a date as MM/dd/yyyy.') {
  return z
    .unknown()
    .optional()
    .transform((v, ctx): string | null => {
      const d = readDate(v);
      if (d === 'invalid') {
        ctx.addIssue({ code: 'custom', message: invalid });
        return z.NEVER;
      }
      return d;
    });
}

/** A boolean that forms may send as 'true'/'false'; missing is `fallback`. */
export function flag(fallback = false) {
  return z
    .union([z.boolean(), z.literal('true'), z.literal('false')], { error: 'Choose yes or no.' })
    .optional()
    .transform((v) => (v === undefined ? fallback : v === true || v === 'true'));
}

/** One of a fixed list of numbers (an id lookup), optional and nullable. */
export function optionalOneOf<T extends number>(values: readonly T[], message: string) {
  return z
    .unknown()
    .optional()
    .transform((v, ctx): T | null => {
      const n = readNumber(v);
      if (n === null) return null;
      if (n === 'invalid' || !values.includes(n as T)) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return n as T;
    });
}
