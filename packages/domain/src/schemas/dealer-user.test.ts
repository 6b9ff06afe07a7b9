import { describe, expect, it } from 'vitest';
import { dealerUserSchema } from './dealer-user';
import { toFieldErrors } from './field-errors';
import { ownProfileSchema } from './profile';

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
    });
  });
});
