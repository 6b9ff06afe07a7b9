import { describe, expect, it } from 'vitest';
import { dealerProfileSchema } from './profile';
import { normaliseSmsSender, SMS_SENDER_MESSAGES, smsSenderKind } from './sms-sender';

const MG = 'MG0123456789abcdef0123456789ABCDEF';

describe("a dealer's SMS sender (issue #36 point 2)", () => {
  it('takes a number in E.164 (formatting stripped) or a US number as the spec types phones', () => {
    expect(normaliseSmsSender('+15125550100')).toBe('+15125550100');
    expect(normaliseSmsSender(' +1 (512) 555-0100 ')).toBe('+15125550100');
    expect(normaliseSmsSender('+447700900123')).toBe('+447700900123');
    expect(normaliseSmsSender('(512) 555-0100')).toBe('+15125550100');
    expect(normaliseSmsSender('15125550100')).toBe('+15125550100');
  });
  it('takes a messaging service id, its hex in lower case as Twilio writes it', () => {
    expect(normaliseSmsSender(MG)).toBe(MG.slice(0, 2) + MG.slice(2).toLowerCase());
    expect(smsSenderKind(normaliseSmsSender(MG)!)).toBe('messaging_service');
    expect(smsSenderKind('+15125550100')).toBe('number');
  });
  it('refuses anything else', () => {
    for (const bad of [
      '555-0100',
      '+0125550100',
      '+1234',
      '+1512555010012345',
      'MG123',
      `${MG}0`,
      `PN${MG.slice(2)}`,
      'call me',
    ]) {
      expect(normaliseSmsSender(bad), bad).toBeNull();
    }
  });
  it('on the profile: left out it stays, blank or null clears it, a bad one has the message', () => {
    expect(dealerProfileSchema.parse({}).smsSender).toBeUndefined();
    expect(dealerProfileSchema.parse({ smsSender: '' }).smsSender).toBeNull();
    expect(dealerProfileSchema.parse({ smsSender: null }).smsSender).toBeNull();
    expect(dealerProfileSchema.parse({ smsSender: '512 555 0100' }).smsSender).toBe('+15125550100');
    for (const bad of ['12345', 42, 'x'.repeat(41)]) {
      const r = dealerProfileSchema.safeParse({ smsSender: bad });
      expect(r.success ? null : r.error.issues[0]?.message, String(bad)).toBe(
        bad === 'x'.repeat(41) ? 'Use at most 40 characters.' : SMS_SENDER_MESSAGES.invalid,
      );
    }
  });
});
