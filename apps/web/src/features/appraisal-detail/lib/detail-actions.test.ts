import type { RoleName } from '@dealer/domain';
import { describe, expect, it } from 'vitest';
import { type ActionRecord, detailActions } from './detail-actions';

const ADMIN: RoleName[] = ['DEALER', 'DEALER_ADMIN'];
const SALES: RoleName[] = ['DEALER', 'SALES'];
const FINANCE: RoleName[] = ['DEALER', 'FINANCE_MANAGER'];
const SERVICE: RoleName[] = ['DEALER', 'SERVICE_MANAGER'];
const HARBOR = { id: 2, name: 'Harbor Auto' };

const open: ActionRecord = { appraisalTypeId: 1, appraisalStatusId: null, deletedAt: null, area: 'buying' };
const keys = (roles: RoleName[], r: ActionRecord, linked = [HARBOR]) =>
  detailActions(roles, r, linked).map((a) => a.key);
const find = (roles: RoleName[], r: ActionRecord, key: string, linked = [HARBOR]) =>
  detailActions(roles, r, linked).find((a) => a.key === key);

describe('detailActions', () => {
  it('an open trade-in for an admin: every action, in menu order, with the spec confirmations', () => {
    const actions = detailActions(ADMIN, open, [HARBOR]);
    expect(actions.map((a) => [a.label, a.confirmation, a.disabled])).toEqual([
      ['Reject', 'Are you sure?', false],
      ['Archive', 'Archive this record?', false],
      ['Transfer to Harbor Auto', 'Transfer this record to Harbor Auto?', false],
      ['Move to Lease return', 'Move this record to Lease return?', false],
      ['Move to Showroom', 'Move this record to Showroom?', false],
      ['Move to Service', 'Move this record to Service?', false],
      ['Generate odometer statement', null, false],
      ['Push to CRM', 'Are you sure?', false],
      ['Create vAuto appraisal', 'Create an appraisal in vAuto now?', false],
      ['Send inspection link', null, false],
    ]);
  });

  it('Reject only on a trade-in with no status; Reopen (no confirmation) and Undo only with a status', () => {
    expect(keys(ADMIN, { ...open, appraisalTypeId: 2, area: 'lease' })).not.toContain('reject');
    const rejected = { ...open, appraisalStatusId: 3 };
    expect(keys(ADMIN, rejected)).not.toContain('reject');
    expect(find(ADMIN, rejected, 'reopen')).toMatchObject({ confirmation: null, disabled: false });
    expect(find(ADMIN, rejected, 'undo')).toMatchObject({ confirmation: 'Undo the last status change?' });
    expect(keys(ADMIN, open)).not.toContain('reopen');
    expect(keys(ADMIN, open)).not.toContain('undo');
  });

  it('an archived record offers Un-archive instead of Archive, and no transfer or move', () => {
    const archived = { ...open, deletedAt: '2024-01-01T00:00:00Z' };
    const k = keys(ADMIN, archived);
    expect(k).toContain('unarchive');
    expect(find(ADMIN, archived, 'unarchive')?.confirmation).toBe('Un-archive this record?');
    expect(k).not.toContain('archive');
    expect(k.some((key) => key.startsWith('transfer') || key.startsWith('move'))).toBe(false);
  });

  it('moves to the three other areas only', () => {
    expect(keys(ADMIN, { ...open, area: 'service' }).filter((k) => k.startsWith('move'))).toEqual([
      'move-buying',
      'move-lease',
      'move-showroom',
    ]);
  });

  it('transfer: one entry per linked dealer, none without linked dealers or without allowTransfers', () => {
    const linked = [HARBOR, { id: 3, name: 'Summit Cars' }];
    expect(keys(ADMIN, open, linked).filter((k) => k.startsWith('transfer'))).toEqual(['transfer-2', 'transfer-3']);
    expect(keys(ADMIN, open, []).some((k) => k.startsWith('transfer'))).toBe(false);
    expect(keys(SALES, open).some((k) => k.startsWith('transfer'))).toBe(false);
  });

  it('a role without allowWriteAppraisal sees the actions disabled', () => {
    const actions = detailActions(SALES, open, [HARBOR]);
    expect(actions.every((a) => a.disabled)).toBe(true);
    // Finance may transfer (allowTransfers) but not write appraisals: the transfer stays disabled.
    expect(find(FINANCE, open, 'transfer-2')?.disabled).toBe(true);
    // The service manager writes appraisals.
    expect(find(SERVICE, open, 'archive')?.disabled).toBe(false);
  });

  it('Push to CRM reads Sent and is disabled once sent; vAuto is hidden once created', () => {
    const sent = { ...open, crmSentAt: '2024-01-01T00:00:00Z', vautoUrl: 'https://vauto.example/a/1' };
    expect(find(ADMIN, sent, 'crm')).toMatchObject({ label: 'Sent', disabled: true });
    expect(keys(ADMIN, sent)).not.toContain('vauto');
  });

  it('the inspection link needs an open record', () => {
    expect(find(ADMIN, { ...open, appraisalStatusId: 3 }, 'inspection')?.disabled).toBe(true);
    expect(find(ADMIN, open, 'inspection')?.disabled).toBe(false);
  });
});
