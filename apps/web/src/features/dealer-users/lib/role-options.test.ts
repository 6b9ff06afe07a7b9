import { describe, expect, it } from 'vitest';
import type { DealerUserRole } from '../api/get-dealer-users';
import { badgeRoles, roleLabel, roleOptions } from './role-options';

const role = (id: number, name: DealerUserRole['name']): DealerUserRole => ({ id, name, abbrev: name, summary: '' });
const roles = [role(1, 'DEALER'), role(2, 'DEALER_ADMIN'), role(9, 'GROUP_ADMIN')];

describe('role options', () => {
  it('leave out DEALER and lock GROUP_ADMIN for a dealer admin', () => {
    expect(roleOptions(roles, ['DEALER', 'DEALER_ADMIN']).map((r) => [r.name, r.locked])).toEqual([
      ['DEALER_ADMIN', false],
      ['GROUP_ADMIN', true],
    ]);
    expect(roleOptions(roles, ['GROUP_ADMIN']).every((r) => !r.locked)).toBe(true);
    expect(badgeRoles(roles).map((r) => r.name)).toEqual(['DEALER_ADMIN', 'GROUP_ADMIN']);
  });
});

describe('own roles (issue 38 point 10)', () => {
  it('lock the Dealer admin role of an admin editing themselves, saying why', () => {
    const own = roleOptions(roles, ['DEALER', 'DEALER_ADMIN'], true);
    expect(own.find((r) => r.name === 'DEALER_ADMIN')).toMatchObject({
      locked: true,
      note: 'You cannot remove your own Dealer admin role. Ask another dealer admin to do it.',
    });
    expect(roleOptions(roles, ['DEALER', 'DEALER_ADMIN'], false)[0]?.locked).toBe(false);
  });
});

describe('role labels', () => {
  it('read as words', () => {
    expect(roleLabel('DEALER_ADMIN')).toBe('Dealer admin');
    expect(roleLabel('ACQ_MANAGER')).toBe('Acquisition manager');
    expect(roleLabel('SERVICE_TECH')).toBe('Service tech');
  });
});
