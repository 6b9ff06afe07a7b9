import { describe, expect, it } from 'vitest';
import { ROLE_NAMES } from './roles';
import { canGrantRole, canManageUsers, canOwnDeal, rolesAfterEdit } from './user-admin';

describe('user administration', () => {
  it('only dealer admins manage users', () => {
    expect(ROLE_NAMES.filter((r) => canManageUsers(['DEALER', r]))).toEqual(['DEALER_ADMIN']);
  });
  it('deal owners are the sales roles (part 1 section 6 "All sales roles")', () => {
    expect(ROLE_NAMES.filter((r) => canOwnDeal([r])).sort()).toEqual(
      ['DEALER_ADMIN', 'FINANCE_MANAGER', 'SALES', 'SALES_MANAGER'].sort(),
    );
  });
  it('DEALER is membership, GROUP_ADMIN only from a group admin', () => {
    expect(canGrantRole(['DEALER_ADMIN'], 'DEALER')).toBe(false);
    expect(canGrantRole(['DEALER_ADMIN'], 'GROUP_ADMIN')).toBe(false);
    expect(canGrantRole(['DEALER_ADMIN', 'GROUP_ADMIN'], 'GROUP_ADMIN')).toBe(true);
    expect(canGrantRole(['DEALER_ADMIN'], 'APPRAISER')).toBe(true);
  });
  it('an edit keeps DEALER and the roles the actor may not change', () => {
    // ids: 2 DEALER_ADMIN, 5 APPRAISER, 7 SALES, 9 GROUP_ADMIN
    expect(rolesAfterEdit(['DEALER_ADMIN'], [5, 9], ['DEALER', 'SALES'])).toEqual(['DEALER', 'APPRAISER']);
    expect(rolesAfterEdit(['DEALER_ADMIN'], [], ['DEALER', 'GROUP_ADMIN'])).toEqual(['DEALER', 'GROUP_ADMIN']);
    expect(rolesAfterEdit(['GROUP_ADMIN'], [9, 2], [])).toEqual(['DEALER', 'DEALER_ADMIN', 'GROUP_ADMIN']);
    expect(rolesAfterEdit(['GROUP_ADMIN'], [1], ['DEALER', 'GROUP_ADMIN'])).toEqual(['DEALER']);
  });
});
