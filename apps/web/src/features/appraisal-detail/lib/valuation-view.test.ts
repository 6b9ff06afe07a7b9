import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import type { ValuationResult } from '../api/get-appraisal-detail';
import {
  failureNotice,
  galvesStart,
  mmrStart,
  rerunFailureMessage,
  reuseNotice,
  selectionText,
  valuationView,
} from './valuation-view';

const result = (selection: Record<string, unknown>, data: Record<string, unknown>): ValuationResult => ({
  id: 1,
  createdAt: new Date(2024, 2, 5, 15, 7).toISOString(),
  selection,
  data,
  source: 'provider',
  note: null,
});
const mmr = result(
  { trim: 'EX-L', range: 'Above', grade: '3.5', color: 'Silver' },
  {
    provider: 'mmr',
    value: 21_000,
    wholesale: 21_000,
    retail: 24_000,
    rows: [{ label: 'Wholesale above', value: 21_000 }],
    vehicle: '2020 Honda Accord EX-L',
    trims: ['EX', 'EX-L'],
    raw: {},
  },
);

describe('valuationView', () => {
  it('shows the run date, the selection in words, the vehicle and the rows', () => {
    expect(valuationView('mmr', mmr)).toEqual({
      ranAt: '03/05/2024 3:07 PM',
      selection: 'Above, grade 3.5, Silver, EX-L',
      vehicle: '2020 Honda Accord EX-L',
      rows: [{ label: 'Wholesale above', value: 21_000 }],
      value: 21_000,
      manualNote: null,
    });
  });

  it('is empty without a result or with data of another shape', () => {
    expect(valuationView('mmr', null)).toBeNull();
    expect(valuationView('jdp', result({ range: 'clean' }, { price: 1 }))).toBeNull();
  });
});

describe('selectionText', () => {
  it('words each provider’s selection', () => {
    expect(selectionText('mmr', { range: 'Average', grade: 'No grade', color: 'No color', trim: null })).toBe(
      'Average, no grade',
    );
    expect(selectionText('jdp', { range: 'clean' })).toBe('clean');
    expect(selectionText('galves', { range: 'trade', options: ['SR', 'NAV'] })).toBe('trade, options SR, NAV');
    expect(selectionText('blackbook', null)).toBe('');
  });
});

describe('start values', () => {
  it('MMR starts from the last selection, within the result’s trims', () => {
    expect(mmrStart(mmr, 'EX')).toEqual({ trim: 'EX-L', range: 'Above', grade: '3.5', color: 'Silver' });
    expect(mmrStart(null, 'Sport')).toEqual({ trim: 'Sport', range: 'Average', grade: 'No grade', color: 'No color' });
  });

  it('Galves keeps only options the result still lists', () => {
    const galves = result(
      { range: 'trade_poor', options: ['SR', 'GONE'] },
      { rows: [], options: [{ code: 'SR', label: 'Power sunroof', value: 500 }] },
    );
    expect(galvesStart(galves)).toEqual({ range: 'trade_poor', options: ['SR'] });
    expect(galvesStart(null)).toEqual({ range: 'trade', options: [] });
  });
});

describe('rerunFailureMessage', () => {
  it('is the spec’s alert for a provider failure and the server’s words for a refusal', () => {
    const down = new ApiError(502, 'PROVIDER_ERROR', 'There was an error with MMR. Please try again later.');
    expect(rerunFailureMessage('mmr', down)).toBe('There was an error with MMR. Please try again later.');
    expect(rerunFailureMessage('mmr', new TypeError('Failed to fetch'))).toBe(
      'There was an error with MMR. Please try again later.',
    );
    expect(rerunFailureMessage('jdp', new ApiError(500, 'INTERNAL', 'Something went wrong.'))).toBe(
      'There was an error with JDP. Please try again later.',
    );
    expect(rerunFailureMessage('jdp', new ApiError(422, 'CLOSED', 'This record is archived.'))).toBe(
      'This record is archived.',
    );
  });
});

describe('after a rerun (issue 23)', () => {
  it("offers manual entry after a provider failure, with the breaker's words while it is open", () => {
    expect(failureNotice(new ApiError(502, 'PROVIDER_ERROR', 'There was an error with MMR.'))).toEqual({
      kind: 'failed',
    });
    expect(failureNotice(new TypeError('Failed to fetch'))).toEqual({ kind: 'failed' });
    expect(failureNotice(new ApiError(502, 'PROVIDER_CIRCUIT_OPEN', 'MMR failed 5 times'))).toEqual({
      kind: 'circuit-open',
      message: 'MMR failed 5 times',
    });
    expect(failureNotice(new ApiError(403, 'FORBIDDEN', 'No.'))).toBeNull();
    expect(failureNotice(new ApiError(422, 'CLOSED', 'This record is archived.'))).toBeNull();
  });

  it('says a stored answer was reused when the result did not change or went back in time', () => {
    const older = { ...mmr, id: 2, createdAt: new Date(2024, 2, 4, 9, 0).toISOString() };
    const newer = { ...mmr, id: 3, createdAt: new Date(2024, 2, 6, 9, 0).toISOString() };
    expect(reuseNotice(mmr, mmr)).toMatchObject({ kind: 'reused', ranAt: '03/05/2024 3:07 PM' });
    expect(reuseNotice(mmr, older)?.kind).toBe('reused');
    expect(reuseNotice(mmr, newer)).toBeNull();
    expect(reuseNotice(null, mmr)).toBeNull();
    expect(reuseNotice(mmr, { ...newer, id: 1, source: 'manual' })).toBeNull();
  });

  it('marks a manual value with its note', () => {
    expect(valuationView('mmr', { ...mmr, source: 'manual', note: 'Auction sheet' })?.manualNote).toBe('Auction sheet');
    expect(valuationView('mmr', mmr)?.manualNote).toBeNull();
  });
});
