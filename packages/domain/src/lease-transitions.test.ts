import { describe, expect, it } from 'vitest';
import { canTakeLeaseStep, leaseStepRefusal, leaseStepStatus, LEASE_STEP_MESSAGES as M } from './lease-transitions';
import { deriveLeaseStage, leaseManagementAction } from './stage';

const lease = (appraisalStatusId: number | null, extra: object = {}) => ({
  appraisalTypeId: 2,
  appraisalStatusId,
  financeBank: 'Ally',
  dealerBankId: 7,
  ...extra,
});

describe('lease-return management steps', () => {
  it('Ground: from ground_return with no status or grounding, to 200', () => {
    expect(leaseStepRefusal('grounded', lease(null))).toBeNull();
    expect(leaseStepRefusal('grounded', lease(2))).toBeNull();
    expect(leaseStepStatus('grounded', lease(2))).toBe(200);
    expect(leaseStepRefusal('grounded', lease(1))).toBe(M.buyingNotGrounded);
    expect(leaseStepRefusal('grounded', lease(200))).toBe(M.grounded);
    expect(leaseStepRefusal('grounded', lease(220))).toBe(M.turnedIn);
  });
  it('Picked up: grounded -> 220; buying -> 400 bought (the one path to bought)', () => {
    expect(leaseStepRefusal('pickedUp', lease(200))).toBeNull();
    expect(leaseStepStatus('pickedUp', lease(200))).toBe(220);
    expect(leaseStepRefusal('pickedUp', lease(1))).toBeNull();
    expect(leaseStepStatus('pickedUp', lease(1))).toBe(400);
    expect(deriveLeaseStage({ appraisalStatusId: 400 })).toBe('turnedin');
    expect(leaseStepRefusal('pickedUp', lease(null))).toBe(M.pickedUp);
    expect(leaseStepRefusal('pickedUp', lease(2))).toBe(M.pickedUp);
    expect(leaseStepRefusal('pickedUp', lease(400))).toBe(M.turnedIn);
  });
  it('Returned and Location: any lease return not yet turned in', () => {
    for (const status of [null, 1, 2, 200]) {
      expect(leaseStepRefusal('returned', lease(status))).toBeNull();
      expect(leaseStepRefusal('location', lease(status))).toBeNull();
    }
    expect(leaseStepStatus('returned', lease(200))).toBe(230);
    expect(leaseStepStatus('location', lease(200))).toBeNull();
    expect(leaseStepRefusal('returned', lease(230))).toBe(M.turnedIn);
    expect(leaseStepRefusal('location', lease(220))).toBe(M.turnedIn);
  });
  it("Banks don't match: Ground and Picked up refused, Return allowed and offered", () => {
    const stray = lease(null, { dealerBankId: null });
    expect(leaseStepRefusal('grounded', stray)).toBe(M.banksDontMatch);
    expect(leaseStepRefusal('pickedUp', { ...stray, appraisalStatusId: 200 })).toBe(M.banksDontMatch);
    expect(leaseStepRefusal('returned', stray)).toBeNull();
    expect(leaseManagementAction(stray)).toBe('return');
    expect(leaseStepRefusal('grounded', stray, [{ name: ' ally ' }])).toBeNull();
  });
  it('only lease returns, not archived, and only for roles that write appraisals', () => {
    expect(leaseStepRefusal('grounded', { ...lease(null), appraisalTypeId: 1 })).toBe(M.leaseOnly);
    expect(leaseStepRefusal('returned', lease(null, { deletedAt: new Date() }))).toBe(M.archived);
    expect(canTakeLeaseStep(['DEALER', 'SALES_MANAGER'], 'grounded', lease(null))).toBe(true);
    expect(canTakeLeaseStep(['DEALER', 'FINANCE_MANAGER'], 'grounded', lease(null))).toBe(false);
  });
  it('the row offers Picked up for a vehicle being bought', () => {
    expect(leaseManagementAction(lease(1))).toBe('pickedUp');
    expect(leaseManagementAction(lease(null))).toBe('ground');
    expect(leaseManagementAction(lease(400))).toBeNull();
  });
});
