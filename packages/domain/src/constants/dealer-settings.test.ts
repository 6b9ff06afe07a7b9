import { describe, expect, it } from 'vitest';
import {
  DEALER_SETTING_IDS,
  DEALER_SETTINGS,
  dealerSettingDef,
  EQUITY_HIGH_THRESHOLD_DEFAULT,
  EQUITY_LOW_THRESHOLD,
} from './dealer-settings';

describe('dealer settings 40107 to 40118 (part 2 sections 3, 5, 9)', () => {
  it('"Ids run 40107 to 40118"', () => {
    expect(DEALER_SETTING_IDS).toEqual([
      40107, 40108, 40109, 40110, 40111, 40112, 40113, 40114, 40115, 40116, 40117, 40118,
    ]);
  });
  it("defaults as written: \"40107 '200.00'; 40108 'MMR'; 40109 false; 40110 false; 40111 to 40113 empty; 40114 'Average'; 40115 'Trade'; 40116 true; 40117 '5000.00'; 40118 '3'\"", () => {
    const defaults = Object.fromEntries(DEALER_SETTINGS.map((s) => [s.id, s.defaultValue]));
    expect(defaults).toEqual({
      40107: '200.00',
      40108: 'MMR',
      40109: false,
      40110: false,
      40111: '',
      40112: '',
      40113: '',
      40114: 'Average',
      40115: 'Trade',
      40116: true,
      40117: '5000.00',
      40118: '3',
    });
  });
  it('types and allowed values: "40107 and 40117 number"; "40108 must be MMR, JDP or Galves" ...', () => {
    expect(dealerSettingDef(40107)?.type).toBe('number');
    expect(dealerSettingDef(40117)?.type).toBe('number');
    expect(dealerSettingDef(40109)?.type).toBe('boolean');
    expect(dealerSettingDef(40108)?.allowed).toEqual(['MMR', 'JDP', 'Galves']);
    expect(dealerSettingDef(40114)?.allowed).toEqual(['Average', 'Above', 'Below']);
    expect(dealerSettingDef(40115)?.allowed).toEqual(['Trade', 'Loan', 'Retail']);
    expect(dealerSettingDef(40200)).toBeUndefined();
  });
  it('"Equity colour thresholds: low 1000; high from setting 40117 (default 5000)"', () => {
    expect(EQUITY_LOW_THRESHOLD).toBe(1000);
    expect(EQUITY_HIGH_THRESHOLD_DEFAULT).toBe(5000);
  });
});
