import { z } from 'zod';
import { COMPARABLE_ROWS_SHOWN } from '../formulas/comparable-purchases';
import { appraisalValueFields } from '../permissions/value-field-answers';
import { countAnswer, idAnswer, moneyAnswer, timestampAnswer } from './answer-fields';

const { mmrVal, jdpVal, galvesVal, blackbookVal, actualCost, expectedTotalProfit } = appraisalValueFields;

/** The band the record was compared in (formulas/comparable-purchases.ts). */
export const comparableBandAnswer = z.object({
  make: z.string(),
  model: z.string(),
  yearFrom: z.number().int(),
  yearTo: z.number().int(),
  mileageFrom: z.number().int().nullable().describe('null: the record has no odometer reading'),
  mileageTo: z.number().int().nullable(),
  purchasedSince: timestampAnswer,
});

/**
 * One comparable purchase: the vehicle, when it was bought (its status set to bought), what each
 * book said, what it cost and its expected total profit. No sale date is recorded, so no days to sale.
 */
export const comparablePurchaseAnswer = z.object({
  id: idAnswer,
  year: z.number().int().nullable(),
  make: z.string().nullable(),
  model: z.string().nullable(),
  trim: z.string().nullable(),
  odometer: z.number().int().nullable().describe('the inspected odometer, else the one entered'),
  purchasedAt: timestampAnswer.nullable(),
  mmrVal,
  jdpVal,
  galvesVal,
  blackbookVal,
  actualCost,
  expectedTotalProfit,
});
export type ComparablePurchase = z.infer<typeof comparablePurchaseAnswer>;

/**
 * GET /appraisals/{id}/comparable_purchases (roles that may read valuations): the dealer's own
 * purchases in the record's band, the most recent first, and the median of what they cost.
 */
export const comparablePurchasesAnswer = z.object({
  band: comparableBandAnswer.nullable().describe('null: the record has no year, make or model to compare by'),
  count: countAnswer.describe('every purchase in the band'),
  costCount: countAnswer.describe('the purchases in the band with an actual cost: what the median is taken over'),
  medianActualCost: moneyAnswer.nullable().describe('the median actual cost of those purchases; null when none'),
  purchases: z.array(comparablePurchaseAnswer).describe(`the ${COMPARABLE_ROWS_SHOWN} most recent, newest first`),
});
export type ComparablePurchases = z.infer<typeof comparablePurchasesAnswer>;
