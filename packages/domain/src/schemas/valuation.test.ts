import { describe, expect, it } from 'vitest';
import {
  apiResultIdParam,
  blackbookSelectionSchema,
  galvesSelectionSchema,
  jdpSelectionSchema,
  manualValuationSchema,
  mmrSelectionSchema,
  VALUATION_SELECTION_SCHEMAS,
  valuationResultId,
} from './valuation';

const message = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;

describe('valuation rerun selections (part 2 section 5)', () => {
  it('MMR: trim, "range Average, Above, Below", "grade \'No grade\' or 1.0 to 5.0", "color ... including \'No color\'"', () => {
    expect(mmrSelectionSchema.parse({})).toEqual({
      trim: null,
      range: 'Average',
      grade: 'No grade',
      color: 'No color',
    });
    expect(mmrSelectionSchema.parse({ trim: 'EX', range: 'Above', grade: 3.5, color: 'Red' })).toEqual({
      trim: 'EX',
      range: 'Above',
      grade: '3.5',
      color: 'Red',
    });
    expect(mmrSelectionSchema.parse({ grade: '4.2' }).grade).toBe('4.2');
    expect(message(mmrSelectionSchema.safeParse({ grade: '5.1' }))).toBe('Choose No grade or a grade from 1.0 to 5.0.');
    expect(message(mmrSelectionSchema.safeParse({ grade: true }))).toBe('Choose a grade.');
    expect(message(mmrSelectionSchema.safeParse({ range: 'Middle' }))).toBe('Enter one of: Average, Above, Below');
    expect(message(mmrSelectionSchema.safeParse({ color: 'Plaid' }))).toBe('Choose a color from the list.');
  });
  it('"JDP range: average, clean, rough (default clean)"; "Black Book: avg, clean, rough (default clean)"', () => {
    expect(jdpSelectionSchema.parse({})).toEqual({ range: 'clean' });
    expect(message(jdpSelectionSchema.safeParse({ range: 'avg' }))).toBe('Enter one of: average, clean, rough');
    expect(blackbookSelectionSchema.parse({ range: 'avg' })).toEqual({ range: 'avg' });
  });
  it('"Galves: trade or trade_poor (default trade), plus optional accessory options"', () => {
    expect(galvesSelectionSchema.parse({})).toEqual({ range: 'trade', options: [] });
    expect(galvesSelectionSchema.parse({ range: 'trade_poor', options: ['SR'] })).toEqual({
      range: 'trade_poor',
      options: ['SR'],
    });
    expect(Object.keys(VALUATION_SELECTION_SCHEMAS)).toEqual(['mmr', 'jdp', 'blackbook', 'galves']);
  });
});

describe('manual valuations and api-result ids (issues 23 and 17)', () => {
  it('takes an amount above zero and a source note', () => {
    expect(manualValuationSchema.parse({ provider: 'mmr', amount: '$15,250.50', note: ' Auction sheet ' })).toEqual({
      provider: 'mmr',
      amount: 15_250.5,
      note: 'Auction sheet',
      selection: null,
    });
    const bad = manualValuationSchema.safeParse({ provider: 'kbb', amount: 0, note: '' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['provider', 'Choose a provider.'],
      ['amount', 'Enter a value above zero.'],
      ['note', 'Say where the value comes from.'],
    ]);
  });

  it("keeps the rerun form's selection it stands for, checked by the provider's own schema", () => {
    const base = { provider: 'mmr', amount: 15_000, note: 'Auction sheet' };
    expect(
      manualValuationSchema.parse({ ...base, selection: { trim: 'EX', range: 'Above', grade: '2.3', color: 'Black' } })
        .selection,
    ).toEqual({ trim: 'EX', range: 'Above', grade: '2.3', color: 'Black' });
    const bad = manualValuationSchema.safeParse({ ...base, selection: { grade: '9.9', color: 'Plaid' } });
    expect(bad.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['selection.grade', 'Choose No grade or a grade from 1.0 to 5.0.'],
      ['selection.color', 'Choose a color from the list.'],
    ]);
    expect(manualValuationSchema.parse({ ...base, provider: 'jdp', selection: { range: 'rough' } }).selection).toEqual({
      range: 'rough',
    });
  });

  it('reads an inspection answer by number and a valuation by provider and number', () => {
    const id = apiResultIdParam();
    expect(id.parse('12')).toEqual({ kind: 'api', id: 12 });
    expect(id.parse(valuationResultId('blackbook', 7))).toEqual({ kind: 'valuation', provider: 'blackbook', id: 7 });
    for (const bad of ['0', 'mmr-0', 'mmr-2147483648', 'kbb-1', 'mmr-1-2', ''])
      expect(id.safeParse(bad).success).toBe(false);
  });
});
