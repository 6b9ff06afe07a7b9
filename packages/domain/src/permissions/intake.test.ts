import { describe, expect, it } from 'vitest';
import { canShareForm, canStartAppraisal } from './intake';

describe('canStartAppraisal', () => {
  it('lets every staff member but service-only users start trade-ins and lease returns', () => {
    expect(canStartAppraisal(['DEALER', 'RECEPTION'], false)).toBe(true);
    expect(canStartAppraisal(['DEALER', 'SALES'], false)).toBe(true);
    expect(canStartAppraisal(['DEALER', 'SERVICE_TECH'], false)).toBe(false);
    expect(canShareForm(['DEALER', 'SERVICE_MANAGER'])).toBe(false);
    expect(canShareForm(['DEALER', 'APPRAISER'])).toBe(true);
  });
  it('lets only users with service access start a service appraisal', () => {
    expect(canStartAppraisal(['DEALER', 'SERVICE_TECH'], true)).toBe(true);
    expect(canStartAppraisal(['DEALER', 'DEALER_ADMIN'], true)).toBe(true);
    expect(canStartAppraisal(['DEALER', 'SALES'], true)).toBe(false);
  });
});
