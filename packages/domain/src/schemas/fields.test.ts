import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { toFieldErrors } from './field-errors';
import {
  flag,
  isBlank,
  optionalDate,
  optionalEmail,
  optionalMoney,
  optionalNumber,
  optionalOneOf,
  optionalText,
  requiredDate,
  requiredEmail,
  requiredMoney,
  requiredNumber,
  requiredText,
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
