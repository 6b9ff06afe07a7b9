import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  affiliateAssignSchema,
  appraisalEmailSchema,
  assignUsersSchema,
  buySchema,
  dealTypeSchema,
  financeBankSchema,
  groundSchema,
  moveAreaSchema,
  ownerStatusSchema,
  sellStrategySchema,
  setStatusSchema,
  transferSchema,
} from './appraisal-actions';
import { toFieldErrors } from './field-errors';

const errors = (schema: z.ZodType, input: unknown) => {
  const r = schema.safeParse(input);
  return r.success ? {} : toFieldErrors(r.error);
};

describe('appraisal action bodies (part 1 section 7, part 2 section 7)', () => {
  it('status {appraisalStatusId, notify}: "reject sets status 3 with optional notify"; null clears', () => {
    expect(setStatusSchema.parse({ appraisalStatusId: 3 })).toEqual({ appraisalStatusId: 3, notify: false });
    expect(setStatusSchema.parse({ appraisalStatusId: null, notify: true })).toEqual({
      appraisalStatusId: null,
      notify: true,
    });
    expect(errors(setStatusSchema, { appraisalStatusId: 4 })).toEqual({
      appraisalStatusId: 'appraisalStatusId must be one of: 1, 2, 3, 200, 220, 230, 400',
    });
  });
  it('move-area {toArea} "(buying, lease, showroom, service)"', () => {
    expect(moveAreaSchema.parse({ toArea: 'showroom' })).toEqual({ toArea: 'showroom' });
    expect(errors(moveAreaSchema, { toArea: 'board' })).toEqual({
      toArea: 'Choose Buying center, Lease return, Showroom or Service.',
    });
  });
  it('transfer {toDealerId}', () => {
    expect(transferSchema.parse({ toDealerId: '12' })).toEqual({ toDealerId: 12 });
    expect(errors(transferSchema, {})).toEqual({ toDealerId: 'Choose a dealer.' });
  });
  it('deal type "(or null)", affiliate, sell strategy, owner status', () => {
    expect(dealTypeSchema.parse({ dealTypeId: null })).toEqual({ dealTypeId: null });
    expect(affiliateAssignSchema.parse({ affiliateId: 3 })).toEqual({ affiliateId: 3 });
    expect(sellStrategySchema.parse({ sellStrategyStatusId: 4 })).toEqual({ sellStrategyStatusId: 4 });
    expect(errors(sellStrategySchema, { sellStrategyStatusId: 5 })).toEqual({
      sellStrategyStatusId: 'Choose Wholesale, Auction, Repair or Retail.',
    });
    expect(errors(ownerStatusSchema, { ownerStatusId: 0 })).toEqual({
      ownerStatusId: 'Choose Paid off, Finance or Lease.',
    });
    expect(errors(dealTypeSchema, { dealTypeId: 'x' })).toEqual({ dealTypeId: 'Choose a purchase type.' });
  });
  it('users {userIds}, email {email}', () => {
    expect(assignUsersSchema.parse({ userIds: [1, 2] })).toEqual({ userIds: [1, 2] });
    expect(errors(assignUsersSchema, {})).toEqual({ userIds: 'Choose users from the list.' });
    expect(errors(appraisalEmailSchema, { email: '' })).toEqual({ email: 'Email is required' });
    expect(errors(appraisalEmailSchema, { email: 'x' })).toEqual({ email: 'Enter a valid email' });
  });
  it('finance bank', () => {
    expect(financeBankSchema.parse({ financeBank: ' Ally ', maturityDate: '06/30/2024' })).toEqual({
      financeBank: 'Ally',
      dealerBankId: null,
      financeBankNum: null,
      maturityDate: '2024-06-30',
    });
  });
  it('buy ("amount, notify, type") and ground (notify)', () => {
    expect(buySchema.parse({ amount: '21,000' })).toEqual({ amount: 21000, notify: false, type: 'retail' });
    expect(errors(buySchema, { type: 'lease' })).toEqual({
      amount: 'Enter an amount.',
      type: 'Offer type must be auction or retail.',
    });
    expect(groundSchema.parse({ notify: 'true' })).toEqual({ notify: true });
  });
});
