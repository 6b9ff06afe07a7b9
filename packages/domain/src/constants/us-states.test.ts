import { describe, expect, it } from 'vitest';
import { isUsStateCode, US_STATE_CODES, US_STATES, usStateName } from './us-states';

describe('US state list (part 1 section 3: "50 states plus DC, territories and associated states")', () => {
  it('holds 50 states, DC, 5 territories and 3 associated states, each a two-letter code and a name', () => {
    expect(US_STATES).toHaveLength(59);
    expect(new Set(US_STATE_CODES).size).toBe(59);
    for (const s of US_STATES) {
      expect(s.code).toMatch(/^[A-Z]{2}$/);
      expect(s.name.length).toBeGreaterThan(3);
    }
    for (const code of ['DC', 'PR', 'GU', 'VI', 'AS', 'MP', 'FM', 'MH', 'PW']) expect(US_STATE_CODES).toContain(code);
  });
  it('looks states up', () => {
    expect(usStateName('ny')).toBe('New York');
    expect(usStateName('XX')).toBeUndefined();
    expect(isUsStateCode('CA')).toBe(true);
    expect(isUsStateCode('ca')).toBe(false);
  });
});
