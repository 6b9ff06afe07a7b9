import { describe, expect, it } from 'vitest';
import { formatPhone, maskPhoneInput, PHONE_INPUT_MASK, phoneDigits, toE164 } from './phone';

describe('phone (part 1 section 5)', () => {
  it('"Phone displayed as (xxx) xxx-xxxx"', () => {
    expect(formatPhone('5551234567')).toBe('(555) 123-4567');
    expect(formatPhone('555.123.4567')).toBe('(555) 123-4567');
    expect(formatPhone(5551234567)).toBe('(555) 123-4567');
  });
  it('"with +1 if an 11-digit number starts with 1"', () => {
    expect(formatPhone('+1 555 123 4567')).toBe('+1 (555) 123-4567');
  });
  it('"otherwise blank"', () => {
    expect(formatPhone('25551234567')).toBe('');
    expect(formatPhone('555123')).toBe('');
    expect(formatPhone(null)).toBe('');
    expect(formatPhone(undefined)).toBe('');
  });
  it('"Phone input mask (###) ###-####"', () => {
    expect(PHONE_INPUT_MASK).toBe('(###) ###-####');
    expect(maskPhoneInput('')).toBe('');
    expect(maskPhoneInput('5')).toBe('(5');
    expect(maskPhoneInput('555')).toBe('(555');
    expect(maskPhoneInput('5551')).toBe('(555) 1');
    expect(maskPhoneInput('555123')).toBe('(555) 123');
    expect(maskPhoneInput('5551234')).toBe('(555) 123-4');
    expect(maskPhoneInput('(555) 123-45678999')).toBe('(555) 123-4567');
    expect(maskPhoneInput(null)).toBe('');
    expect(phoneDigits('a1b2')).toBe('12');
  });
});

describe('toE164', () => {
  it('prefixes +1 to ten digits and + to eleven starting with 1', () => {
    expect(toE164('(512) 555-0388')).toBe('+15125550388');
    expect(toE164('1-512-555-0388')).toBe('+15125550388');
    expect(toE164('+1 (512) 555-0388')).toBe('+15125550388');
  });
  it('answers null for anything else', () => {
    expect(toE164('555-0388')).toBeNull();
    expect(toE164('25125550388')).toBeNull();
    expect(toE164(null)).toBeNull();
  });
});
