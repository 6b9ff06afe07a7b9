import { describe, expect, it } from 'vitest';
import {
  BLACKBOOK_DEFAULT_RANGE,
  BLACKBOOK_RANGES,
  DEFAULT_VALUATION_PROVIDER,
  GALVES_DEFAULT_RANGE,
  GALVES_RANGES,
  JDP_DEFAULT_RANGE,
  JDP_RANGES,
  MMR_COLORS,
  MMR_GRADE_OPTIONS,
  MMR_GRADES,
  MMR_RANGES,
  VALUATION_PROVIDERS,
  VALUATION_RERUN_PATHS,
} from './valuations';

describe('valuation selections (part 2 sections 2.5, 5)', () => {
  it('providers MMR, JDP, Galves, Black Book; default mmr', () => {
    expect(VALUATION_PROVIDERS.map((p) => p.label)).toEqual(['MMR', 'JDP', 'Galves', 'Black Book']);
    expect(DEFAULT_VALUATION_PROVIDER).toBe('mmr');
    expect(VALUATION_RERUN_PATHS.blackbook).toBe('rerun-blackbook-valuation');
  });
  it('MMR "range Average, Above, Below"', () => {
    expect(MMR_RANGES).toEqual(['Average', 'Above', 'Below']);
  });
  it('MMR "grade \'No grade\' or 1.0 to 5.0 in steps of 0.1"', () => {
    expect(MMR_GRADES).toHaveLength(41);
    expect(MMR_GRADES[0]).toBe('1.0');
    expect(MMR_GRADES[1]).toBe('1.1');
    expect(MMR_GRADES[29]).toBe('3.9');
    expect(MMR_GRADES.at(-1)).toBe('5.0');
    expect(MMR_GRADE_OPTIONS[0]).toBe('No grade');
  });
  it('MMR "color from a list including \'No color\'"', () => {
    expect(MMR_COLORS).toContain('No color');
    expect(MMR_COLORS[0]).toBe('No color');
  });
  it('"JDP range: average, clean, rough (default clean). Black Book: avg, clean, rough (default clean). Galves: trade or trade_poor (default trade)"', () => {
    expect(JDP_RANGES).toEqual(['average', 'clean', 'rough']);
    expect(JDP_DEFAULT_RANGE).toBe('clean');
    expect(BLACKBOOK_RANGES).toEqual(['avg', 'clean', 'rough']);
    expect(BLACKBOOK_DEFAULT_RANGE).toBe('clean');
    expect(GALVES_RANGES).toEqual(['trade', 'trade_poor']);
    expect(GALVES_DEFAULT_RANGE).toBe('trade');
  });
});
