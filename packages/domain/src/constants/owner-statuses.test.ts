import { describe, expect, it } from 'vitest';
import {
  isOwnerStatusId,
  OWNER_QUESTION,
  OWNER_STATUS_LABELS,
  OWNER_STATUS_OPTIONS,
  showsBankBlock,
} from './owner-statuses';

describe('owner status (part 1 section 3: "1 Paid off, 2 Finance, 3 Lease")', () => {
  it('pins labels and options', () => {
    expect(OWNER_STATUS_LABELS).toEqual({ 1: 'Paid off', 2: 'Finance', 3: 'Lease' });
    expect(OWNER_STATUS_OPTIONS.map((o) => o.label)).toEqual(['Paid off', 'Finance', 'Lease']);
    expect(OWNER_QUESTION).toBe('Who owns the vehicle?');
    expect(isOwnerStatusId(3)).toBe(true);
    expect(isOwnerStatusId(0)).toBe(false);
  });
  it('bank block "shown when owner status is above 1 or the type is lease"', () => {
    expect(showsBankBlock(1, 1)).toBe(false);
    expect(showsBankBlock(null, 1)).toBe(false);
    expect(showsBankBlock(2, 1)).toBe(true);
    expect(showsBankBlock(3, 1)).toBe(true);
    expect(showsBankBlock(1, 2)).toBe(true);
    expect(showsBankBlock(undefined, 2)).toBe(true);
  });
});
