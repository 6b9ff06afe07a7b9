import { describe, expect, it } from 'vitest';
import { toggleGalvesOption, valuationOf } from './valuations';

describe('valuations (part 2 sections 2.5, 5)', () => {
  it("the default valuation is the chosen provider's value", () => {
    const a = { mmrVal: 100, jdpVal: '200', galvesVal: null, blackbookVal: 400 };
    expect(valuationOf(a, 'mmr')).toBe(100);
    expect(valuationOf(a, 'jdp')).toBe('200');
    expect(valuationOf(a, 'galves')).toBeNull();
    expect(valuationOf(a, 'blackbook')).toBe(400);
  });
  it('Galves options: "selecting one removes those it excludes"', () => {
    const all = [{ code: 'A', excludes: ['B'] }, { code: 'B' }, { code: 'C', excludes: ['D'] }, { code: 'D' }];
    expect(toggleGalvesOption(['B', 'C'], { code: 'A', excludes: ['B'] }, all)).toEqual(['C', 'A']);
    // exclusion declared on the other side works too
    expect(toggleGalvesOption(['A'], { code: 'B' }, all)).toEqual(['B']);
    expect(toggleGalvesOption(['C'], { code: 'D' })).toEqual(['C', 'D']);
  });
  it('selecting a selected option removes it', () => {
    expect(toggleGalvesOption(['A', 'C'], { code: 'A' })).toEqual(['C']);
  });
});
