import { describe, expect, it } from 'vitest';
import type { AppraisalRow } from '../api/get-appraisals';
import { amountOf } from './value-cells';

describe('amountOf', () => {
  const row = { id: 1, mmrVal: 15_250, jdpVal: 14_000, manualValuations: ['mmr'] } as unknown as AppraisalRow;

  it('marks a provider value entered by hand (issue 23), and only that one', () => {
    expect(amountOf(row, { label: 'MMR', field: 'mmrVal' })).toBe('$15,250.00 (manual)');
    expect(amountOf(row, { label: 'JDP', field: 'jdpVal' })).toBe('$14,000.00');
    expect(amountOf({ ...row, manualValuations: null }, { label: 'MMR', field: 'mmrVal' })).toBe('$15,250.00');
  });

  it('shows a dash for no value', () => {
    expect(amountOf(row, { label: 'Galves', field: 'galvesVal' })).toBe('—');
  });
});
