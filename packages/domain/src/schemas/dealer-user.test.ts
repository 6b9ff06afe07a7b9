import { describe, expect, it } from 'vitest';
import { dealerUserListQuerySchema, dealerUserSchema } from './dealer-user';
import { toFieldErrors } from './field-errors';
import { changePasswordSchema, ownProfileSchema } from './profile';

const errors = (input: unknown, schema: typeof dealerUserSchema | typeof ownProfileSchema = dealerUserSchema) => {
  const r = schema.safeParse(input);
  return r.success ? {} : toFieldErrors(r.error);
};

describe('dealer user (part 2 section 5)', () => {
  it('"firstName and lastName required, at least 3 characters each (the last-name message reads \'First name is required\' as well)"', () => {
    expect(errors({ email: 'a@b.co' })).toEqual({
      firstName: 'First name is required',
      lastName: 'First name is required',
    });
    expect(errors({ firstName: 'Al', lastName: 'Bo', email: 'a@b.co' })).toEqual({
      firstName: 'First name is required',
      lastName: 'First name is required',
    });
  });
  it('"Email required, at least 3 characters (\'Email name is required\')", and an e-mail', () => {
    expect(errors({ firstName: 'Ann', lastName: 'Lee' })).toEqual({ email: 'Email name is required' });
    expect(errors({ firstName: 'Ann', lastName: 'Lee', email: 'ab' })).toEqual({ email: 'Email name is required' });
    expect(errors({ firstName: 'Ann', lastName: 'Lee', email: 'abc' })).toEqual({ email: 'Enter a valid email' });
  });
  it('"phoneNumber a string"; roles as role ids', () => {
    expect(dealerUserSchema.parse({ firstName: 'Ann', lastName: 'Lee', email: 'a@b.co', roles: [2, 5] })).toEqual({
      firstName: 'Ann',
      lastName: 'Lee',
      email: 'a@b.co',
      phoneNumber: '',
      roles: [2, 5],
    });
    expect(errors({ firstName: 'Ann', lastName: 'Lee', email: 'a@b.co', roles: [99] })).toEqual({
      'roles.0': 'Choose roles from the list.',
    });
    expect(errors({ firstName: 'Ann', lastName: 'Lee', email: 'a@b.co', roles: 'ADMIN' })).toEqual({
      roles: 'Choose roles from the list.',
    });
  });
});

describe('own profile (part 2 section 5: "same first and last name rules; phone optional")', () => {
  it('validates', () => {
    expect(errors({ firstName: 'Jo', lastName: '' }, ownProfileSchema)).toEqual({
      firstName: 'First name is required',
      lastName: 'First name is required',
    });
    expect(ownProfileSchema.parse({ firstName: 'Joe', lastName: 'Lee' })).toEqual({
      firstName: 'Joe',
      lastName: 'Lee',
      phoneNumber: null,
      email: null,
    });
    expect(errors({ firstName: 'Joe', lastName: 'Lee', email: 'nope' }, ownProfileSchema)).toEqual({
      email: 'Enter a valid email',
    });
  });
});

describe('password change (current, new, repeat; at least 8 characters)', () => {
  const check = (input: unknown) => {
    const r = changePasswordSchema.safeParse(input);
    return r.success ? {} : toFieldErrors(r.error);
  };
  it('uses the sign-in messages and needs the repeat to match', () => {
    expect(check({})).toEqual({
      currentPassword: 'Password is required',
      newPassword: 'Password is required',
      repeatPassword: 'Password is required',
    });
    expect(check({ currentPassword: 'x', newPassword: 'short', repeatPassword: 'short' })).toEqual({
      currentPassword: 'Password should be of minimum 8 characters length',
      newPassword: 'Password should be of minimum 8 characters length',
      repeatPassword: 'Password should be of minimum 8 characters length',
    });
    expect(check({ currentPassword: 'old-pass-1', newPassword: 'new-pass-1', repeatPassword: 'new-pass-2' })).toEqual({
      repeatPassword: 'The two new passwords are not the same.',
    });
  });
});

describe('GET /users query (filter by name, e-mail and role)', () => {
  it('takes a role by name or id and refuses others', () => {
    const parse = (filter: unknown) => dealerUserListQuerySchema.safeParse({ filter: JSON.stringify(filter) });
    expect(parse({ role: 'APPRAISER', name: 'ann' }).data?.filter).toEqual({ role: 'APPRAISER', name: 'ann' });
    expect(parse({ role: 2 }).data?.filter).toEqual({ role: 'DEALER_ADMIN' });
    expect(parse({ role: 'BOSS' }).success).toBe(false);
    expect(parse({ vin: 'x' }).success).toBe(false);
    expect(dealerUserListQuerySchema.safeParse({ sort: '["lastSignInAt","DESC"]' }).success).toBe(true);
    expect(dealerUserListQuerySchema.safeParse({ sort: '["password","DESC"]' }).success).toBe(false);
  });
});
