import type { RoleName } from '@dealer/domain';
import { describe, expect, it } from 'vitest';
import { welcomeCards } from './welcome-cards';

const keys = (...roles: RoleName[]) => welcomeCards(['DEALER', ...roles]).map((c) => c.key);

describe('welcomeCards', () => {
  it('shows share, trade-in and lease return to sales staff', () => {
    expect(keys('SALES')).toEqual(['share', 'tradein', 'lease']);
    expect(keys('RECEPTION')).toEqual(['share', 'tradein', 'lease']);
  });

  it('adds the service appraisal when service is allowed', () => {
    expect(keys('DEALER_ADMIN')).toEqual(['share', 'tradein', 'lease', 'service']);
  });

  it('shows service-only users the service appraisal alone', () => {
    expect(keys('SERVICE_TECH')).toEqual(['service']);
    expect(keys('SERVICE_MANAGER')).toEqual(['service']);
  });

  it('titles the dialogs as the spec does', () => {
    expect(welcomeCards(['DEALER', 'DEALER_ADMIN']).map((c) => c.dialogTitle)).toEqual([
      'Share customer form',
      'New Trade in',
      'New Lease return',
      'New Service Appraisal',
    ]);
  });
});
