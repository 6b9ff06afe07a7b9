import type { SellStrategyId, WorksheetStrategy } from '../constants/sell-strategies';
import { fromCents, type MoneyInput, toCents } from './cents';

/**
 * The worksheet, one model for both parts of the spec.
 *
 * Part 1 section 9 ("Worksheet formulas") names the stored per-strategy figures; part 2 section 9
 * ("Formulas", "Fee modes") names the worksheet's suggested offers, fee modes and equity. They
 * disagree in one place, the wholesale pack:
 * - part 1 leaves it out of the projected valuation ("auction = auction valuation minus auction fee,
 *   pickup fee and recon") and takes it off the default proposal ("for car offer and auction also
 *   minus the wholesale pack");
 * - part 2 counts it as a cost of selling wholesale ("Suggested auction offer = valuation minus
 *   auction fee, wholesale pack, transport fee and reconditioning"; "Fee modes: wholesale (auction
 *   fee + pickup fee + wholesale pack + recon)"; bid "Profit = bid amount minus auctionProposal minus
 *   (auction fee + pickup fee + wholesale pack + reconditioning cost)").
 * We take the pack off once, in the projected valuation of the two wholesale strategies (carOffer,
 * auction). Then:
 * - the default proposal is exactly part 1's figure (valuation - fees - recon - pack - objective);
 * - the auction projected valuation is part 2's suggested auction offer, and the projected equity
 *   is part 2's "Equity = valuation minus payoff minus total fees and costs" in the matching fee mode;
 * - total profit at the default proposal equals the profit objective (profit status "equal"), and a
 *   bid's profit is the total profit the auction strategy would make at the bid's price;
 * - customer profit is what the customer gets above the payoff (proposal - payoff).
 * Part 1's literal projected valuation (without the pack) is still available as
 * projectedValuationBeforePack, and the tests pin that default proposals agree to the cent.
 *
 * Part 2 names the pickup fee "transport fee"; they are the same field, pickupFee.
 */
export interface WorksheetInput {
  profitObjective?: MoneyInput;
  pickupFee?: MoneyInput;
  reconBodyCost?: MoneyInput;
  reconMechCost?: MoneyInput;
  reconOtherCost?: MoneyInput;
  adjustedPayoffAmount?: MoneyInput;
  wholesalePack?: MoneyInput;
  auctionFee?: MoneyInput;
  carOfferFee?: MoneyInput;
  auctionValuation?: MoneyInput;
  retailValuation?: MoneyInput;
  carOfferAmount?: MoneyInput;
  carOfferProposal?: MoneyInput;
  auctionProposal?: MoneyInput;
  retailProposal?: MoneyInput;
}

export type ProfitStatus = 'less' | 'more' | 'equal';

/** The strategy whose proposal field, valuation and fee belong together. */
const PROPOSAL_FIELD = {
  carOffer: 'carOfferProposal',
  auction: 'auctionProposal',
  retail: 'retailProposal',
} as const satisfies Record<WorksheetStrategy, keyof WorksheetInput>;

/** "reconditioningCost = body + mechanical + other recon costs" (part 1 section 9 and part 2 section 9). */
export function reconditioningCostCents(ws: WorksheetInput): number {
  return toCents(ws.reconBodyCost) + toCents(ws.reconMechCost) + toCents(ws.reconOtherCost);
}
export function reconditioningCost(ws: WorksheetInput): number {
  return fromCents(reconditioningCostCents(ws));
}

/** Part 1 section 9: "Wholesale fees = auction fee + pickup fee + wholesale pack." */
export function wholesaleFeesCents(ws: WorksheetInput): number {
  return toCents(ws.auctionFee) + toCents(ws.pickupFee) + toCents(ws.wholesalePack);
}
export function wholesaleFees(ws: WorksheetInput): number {
  return fromCents(wholesaleFeesCents(ws));
}

/** The pack applies to the wholesale strategies only ("for car offer and auction also minus the wholesale pack"). */
function packCents(ws: WorksheetInput, strategy: WorksheetStrategy): number {
  return strategy === 'retail' ? 0 : toCents(ws.wholesalePack);
}

/**
 * Part 1 section 9, literally: "Projected valuation: car offer = offer amount minus offer fee,
 * pickup fee and recon; auction = auction valuation minus auction fee, pickup fee and recon; retail
 * = retail valuation minus pickup fee and recon."
 */
export function projectedValuationBeforePackCents(ws: WorksheetInput, strategy: WorksheetStrategy): number {
  const costs = toCents(ws.pickupFee) + reconditioningCostCents(ws);
  switch (strategy) {
    case 'carOffer':
      return toCents(ws.carOfferAmount) - toCents(ws.carOfferFee) - costs;
    case 'auction':
      return toCents(ws.auctionValuation) - toCents(ws.auctionFee) - costs;
    case 'retail':
      return toCents(ws.retailValuation) - costs;
  }
}
export function projectedValuationBeforePack(ws: WorksheetInput, strategy: WorksheetStrategy): number {
  return fromCents(projectedValuationBeforePackCents(ws, strategy));
}

/**
 * The projected valuation the stored fields hold: part 1's figure with the wholesale pack taken off
 * for carOffer and auction (see the model note above). For auction this is part 2's "Suggested
 * auction offer = valuation minus auction fee, wholesale pack, transport fee and reconditioning"; for
 * retail it is "Suggested retail offer = valuation minus transport fee and reconditioning".
 */
export function projectedValuationCents(ws: WorksheetInput, strategy: WorksheetStrategy): number {
  return projectedValuationBeforePackCents(ws, strategy) - packCents(ws, strategy);
}
export function projectedValuation(ws: WorksheetInput, strategy: WorksheetStrategy): number {
  return fromCents(projectedValuationCents(ws, strategy));
}

/** Part 1 section 9: "Projected equity = projected valuation minus adjusted payoff." */
export function projectedEquityCents(ws: WorksheetInput, strategy: WorksheetStrategy): number {
  return projectedValuationCents(ws, strategy) - toCents(ws.adjustedPayoffAmount);
}
export function projectedEquity(ws: WorksheetInput, strategy: WorksheetStrategy): number {
  return fromCents(projectedEquityCents(ws, strategy));
}

/**
 * Part 1 section 9: "Default proposal = projected valuation minus profit objective, and for car
 * offer and auction also minus the wholesale pack." (The pack is already off our projected
 * valuation, so only the objective is taken here; the figure is the same.) Part 2: "Reset restores
 * the suggestion": Reset puts this back into each proposal.
 */
export function defaultProposalCents(ws: WorksheetInput, strategy: WorksheetStrategy): number {
  return projectedValuationCents(ws, strategy) - toCents(ws.profitObjective);
}
export function defaultProposal(ws: WorksheetInput, strategy: WorksheetStrategy): number {
  return fromCents(defaultProposalCents(ws, strategy));
}

/**
 * The proposal in force: the stored one, or, while none is stored, the default proposal. A blank
 * proposal is a worksheet nobody has priced yet; reading it as 0 would show the whole valuation as
 * profit, so we read it as what Reset would put there.
 */
export function proposalCents(ws: WorksheetInput, strategy: WorksheetStrategy): number {
  const stored = ws[PROPOSAL_FIELD[strategy]];
  return stored === null || stored === undefined || stored === ''
    ? defaultProposalCents(ws, strategy)
    : toCents(stored);
}
export function proposal(ws: WorksheetInput, strategy: WorksheetStrategy): number {
  return fromCents(proposalCents(ws, strategy));
}

/** Part 1 section 9: "Total profit = projected valuation minus proposal." */
export function totalProfitCents(ws: WorksheetInput, strategy: WorksheetStrategy): number {
  return projectedValuationCents(ws, strategy) - proposalCents(ws, strategy);
}
export function totalProfit(ws: WorksheetInput, strategy: WorksheetStrategy): number {
  return fromCents(totalProfitCents(ws, strategy));
}

/** Part 1 section 9: "Customer profit = projected equity minus total profit." (= proposal - payoff.) */
export function customerProfitCents(ws: WorksheetInput, strategy: WorksheetStrategy): number {
  return projectedEquityCents(ws, strategy) - totalProfitCents(ws, strategy);
}
export function customerProfit(ws: WorksheetInput, strategy: WorksheetStrategy): number {
  return fromCents(customerProfitCents(ws, strategy));
}

/**
 * Part 1 section 9: "Default equity = auction valuation minus payoff minus wholesale fees." No
 * recon: it is the equity before anyone has assessed the vehicle (what the High equity queue needs).
 */
export function defaultEquityCents(ws: WorksheetInput): number {
  return toCents(ws.auctionValuation) - toCents(ws.adjustedPayoffAmount) - wholesaleFeesCents(ws);
}
export function defaultEquity(ws: WorksheetInput): number {
  return fromCents(defaultEquityCents(ws));
}

/**
 * "Profit status per strategy is less, more or equal against the objective" (part 1 section 9);
 * "Profit indicator compares profit with the objective and shows equal, less or more" (part 2
 * section 4). Compared in cents, so equal means equal to the cent. A missing objective gives null
 * (no indicator): part 2 section 4 treats that worksheet as incomplete ("Worksheet incomplete,
 * expected profit will be incorrect"), so claiming less/more/equal would be a guess.
 */
export function profitStatus(profit: MoneyInput, objective: MoneyInput): ProfitStatus | null {
  if (objective === null || objective === undefined || objective === '') return null;
  const diff = toCents(profit) - toCents(objective);
  if (diff === 0) return 'equal';
  return diff < 0 ? 'less' : 'more';
}

export function strategyProfitStatus(ws: WorksheetInput, strategy: WorksheetStrategy): ProfitStatus | null {
  return profitStatus(fromCents(totalProfitCents(ws, strategy)), ws.profitObjective);
}

export interface StrategyFigures {
  projectedValuation: number;
  projectedEquity: number;
  defaultProposal: number;
  proposal: number;
  totalProfit: number;
  customerProfit: number;
  profitStatus: ProfitStatus | null;
}

export function strategyFigures(ws: WorksheetInput, strategy: WorksheetStrategy): StrategyFigures {
  return {
    projectedValuation: projectedValuation(ws, strategy),
    projectedEquity: projectedEquity(ws, strategy),
    defaultProposal: defaultProposal(ws, strategy),
    proposal: proposal(ws, strategy),
    totalProfit: totalProfit(ws, strategy),
    customerProfit: customerProfit(ws, strategy),
    profitStatus: strategyProfitStatus(ws, strategy),
  };
}

/**
 * The strategy whose figures are the record's expected profit. Repair (3) has no formula of its
 * own in the spec; a repaired vehicle is sold on the lot, so it takes the retail figures. No sell
 * strategy: no expected profit.
 */
export function worksheetStrategyOf(sellStrategyStatusId: number | null | undefined): WorksheetStrategy | null {
  switch (sellStrategyStatusId as SellStrategyId | null | undefined) {
    case 1:
      return 'carOffer';
    case 2:
      return 'auction';
    case 3:
    case 4:
      return 'retail';
    default:
      return null;
  }
}

/**
 * The stored computed fields of part 2 section 3: "projected valuation, projected equity, total
 * profit and customer profit for each of carOffer, auction and retail (for example
 * auctionProjectedEquity), and carOfferProfitStatus, auctionProfitStatus, retailProfitStatus",
 * plus reconditioningCost and expectedTotalProfit (the list sort field: the sell strategy's total
 * profit, null without a strategy).
 */
export interface WorksheetComputed {
  reconditioningCost: number;
  carOfferProjectedValuation: number;
  carOfferProjectedEquity: number;
  carOfferTotalProfit: number;
  carOfferCustomerProfit: number;
  carOfferProfitStatus: ProfitStatus | null;
  auctionProjectedValuation: number;
  auctionProjectedEquity: number;
  auctionTotalProfit: number;
  auctionCustomerProfit: number;
  auctionProfitStatus: ProfitStatus | null;
  retailProjectedValuation: number;
  retailProjectedEquity: number;
  retailTotalProfit: number;
  retailCustomerProfit: number;
  retailProfitStatus: ProfitStatus | null;
  expectedTotalProfit: number | null;
}

export function computeWorksheet(ws: WorksheetInput, sellStrategyStatusId?: number | null): WorksheetComputed {
  const c = strategyFigures(ws, 'carOffer');
  const a = strategyFigures(ws, 'auction');
  const r = strategyFigures(ws, 'retail');
  const chosen = worksheetStrategyOf(sellStrategyStatusId);
  const byStrategy = { carOffer: c, auction: a, retail: r };
  return {
    reconditioningCost: reconditioningCost(ws),
    carOfferProjectedValuation: c.projectedValuation,
    carOfferProjectedEquity: c.projectedEquity,
    carOfferTotalProfit: c.totalProfit,
    carOfferCustomerProfit: c.customerProfit,
    carOfferProfitStatus: c.profitStatus,
    auctionProjectedValuation: a.projectedValuation,
    auctionProjectedEquity: a.projectedEquity,
    auctionTotalProfit: a.totalProfit,
    auctionCustomerProfit: a.customerProfit,
    auctionProfitStatus: a.profitStatus,
    retailProjectedValuation: r.projectedValuation,
    retailProjectedEquity: r.projectedEquity,
    retailTotalProfit: r.totalProfit,
    retailCustomerProfit: r.customerProfit,
    retailProfitStatus: r.profitStatus,
    expectedTotalProfit: chosen ? byStrategy[chosen].totalProfit : null,
  };
}

/**
 * Part 2 section 9: "Reset restores the suggestion." Returns the three proposals at their defaults.
 */
export function resetProposals(ws: WorksheetInput): {
  carOfferProposal: number;
  auctionProposal: number;
  retailProposal: number;
} {
  return {
    carOfferProposal: defaultProposal(ws, 'carOffer'),
    auctionProposal: defaultProposal(ws, 'auction'),
    retailProposal: defaultProposal(ws, 'retail'),
  };
}
