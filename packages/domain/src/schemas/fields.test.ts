import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { toFieldErrors } from './field-errors';
import {
  boundedString,
  flag,
  INT4_MAX,
  idParam,
  isBlank,
  isDatabaseId,
  isoDateTime,
  MONEY_MAX,
  NUL_MESSAGE,
  optionalDate,
  optionalEmail,
  optionalId,
  optionalMoney,
  optionalNumber,
  optionalOneOf,
  optionalText,
  requiredDate,
  requiredEmail,
  requiredId,
  requiredMoney,
  requiredNumber,
  requiredText,
  TEXT_MAX,
  textParam,
} from './fields';

const first = (schema: z.ZodType, input: unknown) => {
  const r = schema.safeParse(input);
  return r.success ? null : r.error.issues[0]?.message;
};

describe('field builders', () => {
  it('blank', () => {
    expect(isBlank(' ')).toBe(true);
    expect(isBlank(null)).toBe(true);
    expect(isBlank(0)).toBe(false);
  });
  it('required text: one message for missing and short', () => {
    const s = requiredText('Name is required', 3);
    expect(first(s, undefined)).toBe('Name is required');
    expect(first(s, ' ab ')).toBe('Name is required');
    expect(s.parse(' abc ')).toBe('abc');
  });
  it('optional text: blank is null; too long refused', () => {
    const s = optionalText(3);
    expect(s.parse(undefined)).toBeNull();
    expect(s.parse('  ')).toBeNull();
    expect(s.parse(' ab ')).toBe('ab');
    expect(first(s, 'abcd')).toBe('Use at most 3 characters.');
    expect(first(s, 5)).toBe('Enter text.');
  });
  it('e-mails', () => {
    expect(optionalEmail().parse('')).toBeNull();
    expect(optionalEmail().parse(' a@b.co ')).toBe('a@b.co');
    expect(first(optionalEmail(), 'a@')).toBe('Enter a valid email');
    expect(first(requiredEmail('Email is required'), '')).toBe('Email is required');
    expect(first(requiredEmail('Email is required'), 'x')).toBe('Enter a valid email');
  });
  it('numbers accept numbers and numeric strings', () => {
    const s = requiredNumber('Mileage is required.', { int: true, min: 0 });
    expect(s.parse('12,345')).toBe(12345);
    expect(s.parse(7)).toBe(7);
    expect(first(s, '')).toBe('Mileage is required.');
    expect(first(s, 'abc')).toBe('Mileage is required.');
    expect(first(s, true)).toBe('Mileage is required.');
    expect(first(s, Number.POSITIVE_INFINITY)).toBe('Mileage is required.');
    expect(first(s, 1.5)).toBe('Mileage is required.');
    expect(first(requiredNumber('x', { max: 2, rangeMessage: 'too big' }), 3)).toBe('too big');
    const o = optionalNumber('Must be a number.', { min: 0 });
    expect(o.parse('')).toBeNull();
    expect(o.parse(undefined)).toBeNull();
    expect(first(o, 'x')).toBe('Must be a number.');
    expect(first(o, -1)).toBe('Must be a number.');
  });
  it('money is rounded to cents', () => {
    expect(requiredMoney('Amount').parse('$1,234.567')).toBe(1234.57);
    expect(optionalMoney('Amount').parse(null)).toBeNull();
    expect(optionalMoney('Amount').parse('10.005')).toBe(10.01);
    expect(first(requiredMoney('Amount'), 1e12)).toBe('Amount');
  });
  it('dates read several forms into yyyy-mm-dd', () => {
    const s = requiredDate('Date required.');
    expect(s.parse('03/05/2024')).toBe('2024-03-05');
    expect(s.parse('2024-03-05')).toBe('2024-03-05');
    expect(s.parse('2024-03-05T10:00:00.000Z')).toBe('2024-03-05');
    expect(s.parse(new Date(2024, 2, 5, 23))).toBe('2024-03-05');
    expect(first(s, '')).toBe('Date required.');
    expect(first(s, '2024-02-30')).toBe('Enter a date as MM/dd/yyyy.');
    expect(first(s, 'soon')).toBe('Enter a date as MM/dd/yyyy.');
    expect(first(s, 5)).toBe('Enter a date as MM/dd/yyyy.');
    expect(first(s, new Date(Number.NaN))).toBe('Enter a date as MM/dd/yyyy.');
    expect(optionalDate().parse(null)).toBeNull();
    expect(first(optionalDate(), '13/45/2024')).toBe('Enter a date as MM/dd/yyyy.');
  });
  it('flags and id lookups', () => {
    expect(flag().parse(undefined)).toBe(false);
    expect(flag(true).parse(undefined)).toBe(true);
    expect(flag().parse('true')).toBe(true);
    expect(flag().parse(false)).toBe(false);
    expect(first(flag(), 'yes')).toBe('Choose yes or no.');
    const s = optionalOneOf([1, 2, 3], 'Choose one.');
    expect(s.parse('2')).toBe(2);
    expect(s.parse(null)).toBeNull();
    expect(first(s, 4)).toBe('Choose one.');
  });
});

describe('field errors (DESIGN section 4: "fields": {name: message})', () => {
  it('maps issues to dotted paths, first message wins, unknown keys by name', () => {
    const s = z.strictObject({ a: z.object({ b: z.string('B!') }), c: z.string('C!').min(2, 'short') });
    const r = s.safeParse({ a: {}, c: 1, extra: true });
    expect(r.success).toBe(false);
    if (!r.success)
      expect(toFieldErrors(r.error)).toEqual({ 'a.b': 'B!', c: 'C!', extra: 'Unrecognized key: "extra"' });
    const nested = z.object({ f: z.strictObject({}) }).safeParse({ f: { g: 1 } });
    if (!nested.success) expect(toFieldErrors(nested.error)).toEqual({ 'f.g': 'Unrecognized key: "g"' });
    const whole = z
      .object({})
      .refine(() => false, 'whole')
      .safeParse({});
    if (!whole.success) expect(toFieldErrors(whole.error)).toEqual({ _: 'whole' });
  });
});

describe('boundary rules (issue 12: bad input is a 400, never a 500)', () => {
  const ok = (schema: z.ZodType, value: unknown) => schema.safeParse(value).success;

  it('ids are positive int4: 2147483648, 1e308 and 99999999999999999999 are refused', () => {
    const id = requiredId('Pick one.');
    expect(ok(id, INT4_MAX)).toBe(true);
    expect(ok(id, '42')).toBe(true);
    for (const bad of [INT4_MAX + 1, 1e308, '1e308', '99999999999999999999', 0, -1, 1.5, 'abc'])
      expect(ok(id, bad), String(bad)).toBe(false);
    expect(ok(optionalId('Pick one.'), 2147483648)).toBe(false);
    expect(isDatabaseId(INT4_MAX)).toBe(true);
    expect(isDatabaseId(INT4_MAX + 1)).toBe(false);
  });

  it('path ids coerce from the URL with the same range', () => {
    expect(idParam().parse('7')).toBe(7);
    for (const bad of ['2147483648', '1e308', '99999999999999999999', '-1', '0', 'abc', '1.5', ''])
      expect(ok(idParam(), bad), bad).toBe(false);
  });

  it('text refuses NUL and is capped', () => {
    expect(requiredText('Name').safeParse('a\u0000b').error?.issues[0]?.message).toBe(NUL_MESSAGE);
    expect(optionalText().safeParse('a\u0000b').error?.issues[0]?.message).toBe(NUL_MESSAGE);
    expect(ok(requiredText('Name'), 'x'.repeat(TEXT_MAX))).toBe(true);
    expect(ok(requiredText('Name'), 'x'.repeat(TEXT_MAX + 1))).toBe(false);
    expect(ok(boundedString('VIN', 40), 'x'.repeat(41))).toBe(false);
    expect(ok(textParam(), 'slug\u0000')).toBe(false);
    expect(ok(requiredEmail('E-mail'), `${'a'.repeat(250)}@example.test`)).toBe(false);
  });

  it('money has a range every worksheet total still fits in NUMERIC(12,2)', () => {
    const money = optionalMoney('Amount');
    expect(ok(money, MONEY_MAX)).toBe(true);
    for (const bad of [MONEY_MAX + 1, 2147483648, 1e308, -1e308, '99999999999999999999'])
      expect(ok(money, bad), String(bad)).toBe(false);
  });

  it('dates keep to the years 1900 to 2100', () => {
    const date = optionalDate();
    expect(date.parse('2024-02-29')).toBe('2024-02-29');
    for (const bad of ['0000-01-01', '1899-12-31', '2101-01-01', '01/01/0000', '9999-12-31', '2024-02-30'])
      expect(ok(date, bad), bad).toBe(false);
    expect(ok(isoDateTime(), '2026-01-15T10:00:00Z')).toBe(true);
    expect(ok(isoDateTime(), '0000-01-01T00:00:00Z')).toBe(false);
    expect(ok(isoDateTime(), '9999-12-31T23:59:59Z')).toBe(false);
  });
});
