import { describe, expect, it } from 'vitest';
import { formatActivityDetails } from './activity-details';

describe('formatActivityDetails', () => {
  it('formats a bare amount with the spec currency format', () => {
    expect(formatActivityDetails('$3725')).toBe('$3,725.00');
    expect(formatActivityDetails('Body: $1200.5, Mech: $0')).toBe('Body: $1,200.50, Mech: $0.00');
    expect(formatActivityDetails('was -$250')).toBe('was -$250.00');
  });
  it('leaves amounts already formatted alone', () => {
    expect(formatActivityDetails('Exact offer: $12,345.00 (auction)')).toBe('Exact offer: $12,345.00 (auction)');
    expect(formatActivityDetails('Ranged offer: $14,000.00 - $16,000.00')).toBe(
      'Ranged offer: $14,000.00 - $16,000.00',
    );
  });
  it('formats bare phone numbers as (xxx) xxx-xxxx, +1 for 11 digits', () => {
    expect(formatActivityDetails('e-mailed to a@b.com; texted to 5125550388')).toBe(
      'e-mailed to a@b.com; texted to (512) 555-0388',
    );
    expect(formatActivityDetails('Phone: 5125550100 → 15125550111')).toBe('Phone: (512) 555-0100 → +1 (512) 555-0111');
  });
  it('leaves VINs, ids, longer numbers and formatted phones alone', () => {
    for (const s of ['VIN 1HGCV1F34LA012345', 'order 123456789012', 'call (512) 555-0100', 'ref AB5125550100']) {
      expect(formatActivityDetails(s)).toBe(s);
    }
  });
  it('is empty for no details', () => {
    expect(formatActivityDetails(null)).toBe('');
    expect(formatActivityDetails(undefined)).toBe('');
  });
});
