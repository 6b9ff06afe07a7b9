import { describe, expect, it } from 'vitest';
import { contactChanged, contactSchema } from './contact';

describe('contact (part 2 sections 3, 5)', () => {
  it('only the e-mail has a rule', () => {
    const r = contactSchema.safeParse({ email: 'no' });
    expect(r.success ? null : r.error.issues[0]?.message).toBe('Enter a valid email');
    expect(contactSchema.parse({ firstName: ' Ann ', vendorName: '' })).toEqual({
      firstName: 'Ann',
      lastName: null,
      email: null,
      phoneNumber: null,
      vendorName: null,
    });
  });
  it('"Contact dialog saves only when changed"', () => {
    const after = contactSchema.parse({ firstName: 'Ann', email: 'a@b.co' });
    expect(contactChanged({ firstName: 'Ann', email: 'a@b.co', lastName: '' }, after)).toBe(false);
    expect(contactChanged({ firstName: 'Anne', email: 'a@b.co' }, after)).toBe(true);
  });
});
