import { describe, expect, it } from 'vitest';
import { estimatedDamageOf, gradeOf } from './grading';

const clean = { warningLights: 'no', bodyDamage: 'none', tyres: 'good', smokedIn: 'no' } as const;

describe('sandbox grading', () => {
  it('a clean vehicle with every photo is a 5.0 with no damage', () => {
    expect(gradeOf(clean, 30_000, 5)).toBe(5);
    expect(estimatedDamageOf(clean)).toBe(0);
  });

  it('each finding lowers the grade and adds its repair figure', () => {
    const worst = { warningLights: 'yes', bodyDamage: 'major', tyres: 'worn', smokedIn: 'yes' } as const;
    expect(gradeOf({ ...clean, bodyDamage: 'minor', tyres: 'worn' }, 48_210, 5)).toBe(4);
    expect(estimatedDamageOf({ ...clean, bodyDamage: 'minor', tyres: 'worn' })).toBe(1370);
    expect(gradeOf(worst, 30_000, 5)).toBe(1.5);
    expect(estimatedDamageOf(worst)).toBe(850 + 2800 + 720 + 450);
  });

  it('high mileage and missing photos lower it; it never leaves 1.0-5.0', () => {
    expect(gradeOf(clean, 120_000, 5)).toBe(4.7);
    expect(gradeOf(clean, 200_000, 3)).toBe(4.2);
    const worst = { warningLights: 'yes', bodyDamage: 'major', tyres: 'worn', smokedIn: 'yes' } as const;
    expect(gradeOf(worst, 250_000, 0)).toBe(1);
  });
});
