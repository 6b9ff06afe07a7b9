import { z } from 'zod';
import type { ProfitStatus } from '../formulas/worksheet';
import { moneyAnswer, valueField } from '../schemas/answer-fields';

const money = valueField(moneyAnswer.nullable());
const profitStatus = valueField(
  z
    .enum(['less', 'more', 'equal'] satisfies ProfitStatus[])
    .nullable()
    .describe('the profit against the objective'),
);

/**
 * The value fields of an appraisal answer, said once (part 2 section 2.1: "value columns (MMR,
 * JDP, Galves, Black Book, wholesale valuation, expected profit, payoff, recon) which appear only to
 * users who may read valuations", and section 6: "Worksheet tab and value columns (allowReadVals)"):
 * the fields behind those columns and every worksheet input and figure they feed (the worksheet tab
 * is allowReadVals only, and any of them would let a reader work the values back). The answers
 * spread them in; VALUE_FIELDS, the names the server removes for everyone else, are their keys.
 */
export const appraisalValueFields = {
  mmrVal: money,
  jdpVal: money,
  galvesVal: money,
  blackbookVal: money,
  /** Which of the four above were entered by hand (issue 23): value data too. */
  manualValuations: valueField(
    z.array(z.string()).nullable().describe('the providers whose latest value was entered by hand'),
  ),
  auctionValuation: money,
  retailValuation: money,
  expectedTotalProfit: money,
  adjustedPayoffAmount: money,
  reconditioningCost: money,
  reconBodyCost: money,
  reconMechCost: money,
  reconOtherCost: money,
  auctionProjectedEquity: money,
  profitObjective: money,
  pickupFee: money,
  wholesalePack: money,
  auctionFee: money,
  carOfferFee: money,
  carOfferAmount: money,
  carOfferProposal: money,
  auctionProposal: money,
  retailProposal: money,
  actualCost: money,
  carOfferProjectedValuation: money,
  auctionProjectedValuation: money,
  retailProjectedValuation: money,
  carOfferProjectedEquity: money,
  retailProjectedEquity: money,
  carOfferTotalProfit: money,
  auctionTotalProfit: money,
  retailTotalProfit: money,
  carOfferCustomerProfit: money,
  auctionCustomerProfit: money,
  retailCustomerProfit: money,
  carOfferProfitStatus: profitStatus,
  auctionProfitStatus: profitStatus,
  retailProfitStatus: profitStatus,
  // The campaign's automated offer (issue 35): its rule's percentage of a valuation, so with the
  // rule known one division away from that valuation (100 % of MMR is MMR itself).
  autoOfferAmount: money,
  autoOfferAmountMax: money,
  // Not a column: the list row's flag that the equity reaches the dealer's high-equity threshold
  // (40117). It tells the equity's size, so it is value data like the equity itself.
  highEquity: valueField(z.boolean().describe("the equity reaches the dealer's high-equity threshold (40117)")),
};
