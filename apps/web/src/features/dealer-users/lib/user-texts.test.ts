import { describe, expect, it } from 'vitest';
import { deactivateConfirmation, invitedNote, lastSignInText } from './user-texts';

describe('user texts', () => {
  it('last sign-in: the date, never, or a pending invitation', () => {
    expect(lastSignInText({ lastSignInAt: '2026-03-04T15:05:00', confirmed: true })).toBe('03/04/2026 3:05 PM');
    expect(lastSignInText({ lastSignInAt: null, confirmed: true })).toBe('Never');
    expect(lastSignInText({ lastSignInAt: null, confirmed: false })).toBe('Invited, not confirmed yet');
  });
  it('the Deactivate confirmation names the person and the dealer', () => {
    expect(deactivateConfirmation({ name: 'Sam Seller' }, 'Metro Motors')).toMatch(
      /^Deactivate Sam Seller\? They lose access to Metro Motors at once\./,
    );
  });
  it('the invitation note names the e-mail as typed and the dealer, nothing of the account', () => {
    expect(invitedNote('Pat@Example.test', 'Metro Motors')).toBe(
      'Pat@Example.test becomes a user of Metro Motors after accepting the invitation.',
    );
  });
});
