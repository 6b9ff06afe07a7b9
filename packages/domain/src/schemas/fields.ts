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

/** Our message where the spec gives none for a bad e-mail: the login page's ("Enter a valid email"). */
export const EMAIL_INVALID = AUTH_MESSAGES.emailInvalid;

const emailFormat = z.email();

/** Required trimmed text of at least `min` characters; one message for missing and too short, as the spec writes them. */
export function requiredText(message: string, min = 1) {
  return z.string({ error: message }).trim().min(min, message);
}

/** Optional text: blank becomes null, the rest is trimmed. */
export function optionalText(max = 1000) {
  return z
    .union([z.string(), z.null()], { error: 'Enter text.' })
    .optional()
    .transform((v, ctx) => {
      if (isBlank(v)) return null;
      const text = (v as string).trim();
      if (text.length > max) {
        ctx.addIssue({ code: 'custom', message: `Use at most ${max} characters.` });
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
      if (!emailFormat.safeParse(email).success) {
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

/** NUMERIC(12,2): at most 10 digits before the point. */
export const MONEY_MAX = 9_999_999_999.99;

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

/** A database id (positive integer, number or numeric string). */
export function requiredId(message: string) {
  return requiredNumber(message, { int: true, min: 1 });
}
export function optionalId(message: string) {
  return optionalNumber(message, { int: true, min: 1 });
}

/** Reads 'yyyy-mm-dd', an ISO date-time, 'MM/dd/yyyy' or a Date into 'yyyy-mm-dd'; null when blank, 'invalid' otherwise. */
function readDate(v: unknown): string | null | 'invalid' {
  if (isBlank(v)) return null;
  if (v instanceof Date) return Number.isNaN(v.getTime()) ? 'invalid' : toIsoDate(v);
  if (typeof v !== 'string') return 'invalid';
  const text = v.trim();
  const us = parseUsDate(text);
  if (us) return us;
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(text);
  if (!iso) return 'invalid';
  const checked = parseUsDate(`${iso[2]}/${iso[3]}/${iso[1]}`);
  return checked ?? 'invalid';
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
