import { describe, expect, it } from 'vitest';
import { quietHoursEnd } from './quiet-hours';

const CHICAGO = 'America/Chicago';

describe('quietHoursEnd (9 pm to 8 am in the dealer time zone)', () => {
  it('is null in the day, 8:00 to 20:59 local', () => {
    expect(quietHoursEnd(new Date('2026-06-10T13:00:00Z'), CHICAGO)).toBeNull(); // 8:00 CDT
    expect(quietHoursEnd(new Date('2026-06-11T01:59:00Z'), CHICAGO)).toBeNull(); // 20:59 CDT
  });
  it('holds an evening text until 8 am the next morning', () => {
    expect(quietHoursEnd(new Date('2026-06-11T02:00:00Z'), CHICAGO)).toEqual(new Date('2026-06-11T13:00:00Z'));
  });
  it('holds an early-morning text until 8 am the same morning', () => {
    expect(quietHoursEnd(new Date('2026-01-15T11:30:00Z'), CHICAGO)).toEqual(new Date('2026-01-15T14:00:00Z'));
  });
  it('lands on 8 am local across a daylight-saving change and in another zone', () => {
    // 23:00 CST on Saturday 7 March 2026; clocks go forward that night: 8 am CDT is 13:00Z.
    expect(quietHoursEnd(new Date('2026-03-08T05:00:00Z'), CHICAGO)).toEqual(new Date('2026-03-08T13:00:00Z'));
    expect(quietHoursEnd(new Date('2026-06-11T05:00:00Z'), 'America/Los_Angeles')).toEqual(
      new Date('2026-06-11T15:00:00Z'),
    );
  });
});
