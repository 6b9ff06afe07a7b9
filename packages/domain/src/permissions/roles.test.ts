import { describe, expect, it } from 'vitest';
import { isRoleName, parseRoles, ROLE_NAMES, ROLES, roleAbbrev, roleById, roleIdsOf, roleInfo } from './roles';

describe('roles (part 1 section 6)', () => {
  it('holds the eleven roles of the spec, each with an abbreviation', () => {
    expect([...ROLE_NAMES].sort()).toEqual(
      [
        'ACQ_MANAGER',
        'APPRAISER',
        'DEALER',
        'DEALER_ADMIN',
        'FINANCE_MANAGER',
        'RECEPTION',
        'SALES',
        'SALES_MANAGER',
        'SERVICE_TECH',
        'SERVICE_MANAGER',
        'GROUP_ADMIN',
      ].sort(),
    );
    expect(new Set(ROLES.map((r) => r.abbrev)).size).toBe(11);
    expect(roleAbbrev('DEALER_ADMIN')).toBe('ADM');
  });
  it('gives "role ids 3, 12 or 13" to reception, service tech and service manager', () => {
    expect(roleInfo('RECEPTION').id).toBe(3);
    expect(roleInfo('SERVICE_TECH').id).toBe(12);
    expect(roleInfo('SERVICE_MANAGER').id).toBe(13);
    expect(roleById(12)?.name).toBe('SERVICE_TECH');
    expect(roleById(99)).toBeUndefined();
    expect(() => roleInfo('NOPE' as never)).toThrow();
  });
  it('roles "may arrive as a JSON string": both forms parse the same', () => {
    const list = [{ name: 'APPRAISER', abbrev: 'APR' }, { name: 'DEALER' }];
    expect(parseRoles(list)).toEqual(['APPRAISER', 'DEALER']);
    expect(parseRoles(JSON.stringify(list))).toEqual(['APPRAISER', 'DEALER']);
    expect(parseRoles('["SALES","SALES"]')).toEqual(['SALES']);
  });
  it('accepts role ids, a bare name, and drops what is not a role', () => {
    expect(parseRoles([{ id: 13 }, { id: 77 }, 'BOSS', null, 4])).toEqual(['SERVICE_MANAGER']);
    expect(parseRoles('DEALER_ADMIN')).toEqual(['DEALER_ADMIN']);
    expect(parseRoles('not json')).toEqual([]);
    expect(parseRoles('{"name":"DEALER"}')).toEqual([]);
    expect(parseRoles(undefined)).toEqual([]);
    expect(isRoleName('GROUP_ADMIN')).toBe(true);
    expect(isRoleName(1)).toBe(false);
  });
  it('lists the ids held', () => {
    expect(roleIdsOf(['RECEPTION', 'DEALER'])).toEqual([3, 1]);
  });
});
