import { OFFER_TEMPLATE } from '../constants/offer-dialog';
import { type OfferType, WORKSHEET_STRATEGIES, type WorksheetStrategy } from '../constants/sell-strategies';
import { fromCents, toCents } from './cents';
import type { OfferAmounts } from './offer-letter';
import { strategyValuationCents } from './offers';
import { proposalCents, reconditioningCostCents, type WorksheetInput } from './worksheet';

/**
 * What an offer was priced from, kept with it so the next offer can say what changed and why
 * (offerComparison). It holds valuations: it stays on the server, only the comparison goes out.
 */

/**
 * What the customer told us that an inspection checks. The intake forms (New appraisal, /sell,
 * the service page, a shared form) ask the exact mileage and nothing about the vehicle's condition.
 */
export interface DeclaredFacts {
  mileage: number | null;
}

/** What the inspection the offer knew of reported. */
export interface InspectionFacts {
  resultId: number;
  mileage: number | null;
  estimatedDamage: number | null;
  /** Its condition findings in the customer's words (inspectionFindings); none when all was well. */
  findings: string[];
}

/** One end of an offer (an exact offer has two equal ends) and the valuation that priced it. */
export interface OfferEnd {
  amount: number;
  strategy: WorksheetStrategy;
  valuation: number;
}

export interface OfferBasis {
  ranged: boolean;
  low: OfferEnd;
  high: OfferEnd;
  /** The reconditioning the customer's breakdown showed. */
  reconditioning: number;
  declared: DeclaredFacts;
  inspection: InspectionFacts | null;
}

/**
 * The strategy an end was priced from: the one whose proposal it is (the offer's own type first),
 * else, for an amount typed by hand, the offer's type.
 */
function strategyOfEnd(ws: WorksheetInput, cents: number, type: OfferType): WorksheetStrategy {
  const candidates = [type, ...WORKSHEET_STRATEGIES.filter((s) => s !== type)];
  return candidates.find((s) => strategyValuationCents(ws, s) !== 0 && proposalCents(ws, s) === cents) ?? type;
}

function endOf(ws: WorksheetInput, cents: number, type: OfferType): OfferEnd {
  const strategy = strategyOfEnd(ws, cents, type);
  return { amount: fromCents(cents), strategy, valuation: fromCents(strategyValuationCents(ws, strategy)) };
}

/** The basis of an offer made over this worksheet; null for a no-offer (nothing to compare). */
export function offerBasis(
  ws: WorksheetInput,
  offer: OfferAmounts & { type: OfferType },
  facts: { declared: DeclaredFacts; inspection: InspectionFacts | null },
): OfferBasis | null {
  const ranged = offer.template === OFFER_TEMPLATE.RANGED;
  if (!ranged && offer.template !== OFFER_TEMPLATE.EXACT) return null;
  const low = toCents(ranged ? offer.amountMin : offer.amount);
  const high = ranged ? toCents(offer.amountMax) : low;
  return {
    ranged,
    low: endOf(ws, low, offer.type),
    high: endOf(ws, high, offer.type),
    reconditioning: fromCents(reconditioningCostCents(ws)),
    declared: facts.declared,
    inspection: facts.inspection,
  };
}
