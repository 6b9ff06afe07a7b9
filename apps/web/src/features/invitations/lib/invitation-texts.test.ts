import { describe, expect, it } from 'vitest';
import type { Invitation } from '../api/get-invitations';
import { declineConfirmation, invitationText, invitedByText, invitedRoleNames } from './invitation-texts';

const role = (id: number, name: Invitation['roles'][number]['name'], abbrev: string) => ({
  id,
  name,
  abbrev,
  summary: '',
});
const harbor = { id: 2, name: 'Harbor Auto' };

describe('invitation texts', () => {
  it('names the dealer and the roles, without the membership role every user holds', () => {
    const roles = [role(1, 'DEALER', 'DLR'), role(7, 'SALES', 'SLS')];
    expect(invitationText({ dealer: harbor, roles })).toBe('Harbor Auto invited you to join as Sales.');
  });

  it('lists several roles as a sentence', () => {
    const roles = [role(1, 'DEALER', 'DLR'), role(4, 'ACQ_MANAGER', 'ACQ'), role(5, 'APPRAISER', 'APR')];
    expect(invitedRoleNames(roles)).toBe('Acquisition manager and Appraiser');
    expect(invitedRoleNames([...roles, role(2, 'DEALER_ADMIN', 'ADM')])).toBe(
      'Acquisition manager, Appraiser, and Dealer admin',
    );
  });

  it('keeps the membership role when it is the only one', () => {
    expect(invitationText({ dealer: harbor, roles: [role(1, 'DEALER', 'DLR')] })).toBe(
      'Harbor Auto invited you to join as Dealer.',
    );
  });

  it('says who sent it and asks before declining', () => {
    expect(invitedByText({ invitedBy: 'Alex Admin' })).toBe('Sent by Alex Admin.');
    expect(declineConfirmation({ dealer: harbor })).toContain('Decline the invitation to Harbor Auto?');
  });
});
