import { computeWorksheet, deriveLeaseStage, deriveStage, offerValidUntil, type WorksheetInput } from '@dealer/domain';
import type { appraisals } from '../schema';
import { demoValuations } from './demo-valuations';
import type { Random } from './random';
import { makeVin, VEHICLE_PATTERNS, type VehiclePattern } from './vehicles';

export type NewAppraisal = typeof appraisals.$inferInsert;

const FIRST = [
  'James',
  'Maria',
  'Robert',
  'Linda',
  'David',
  'Susan',
  'Carlos',
  'Aisha',
  'Wei',
  'Priya',
  'Tom',
  'Emma',
  'Luis',
  'Grace',
  'Omar',
  'Nina',
];
const LAST = [
  'Smith',
  'Garcia',
  'Johnson',
  'Nguyen',
  'Brown',
  'Patel',
  'Miller',
  'Lopez',
  'Davis',
  'Kim',
  'Wilson',
  'Martinez',
  'Clark',
  'Lewis',
];
export const LENDERS = [
  'Ally Financial',
  'Chase Auto',
  'Capital One Auto',
  'Toyota Financial Services',
  'Honda Financial Services',
  'Wells Fargo Auto',
];

export interface GeneratorContext {
  dealerId: number;
  userIds: number[];
  campaignIds: number[];
  /** The dealer's bank names; the generator sometimes picks a lender outside them ("Banks don't match"). */
  banks: { id: number; name: string }[];
  now: Date;
  /** Spread of creation dates, in days back from now. */
  days: number;
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Where a generated record is in its life; weights give every tab and list something to show. */
const PHASES = [
  ['inspect', 10],
  ['assess', 18],
  ['payoff', 18],
  ['offered', 14],
  ['accepted', 8],
  ['buying', 9],
  ['grounding', 5],
  ['rejected', 5],
  ['bought', 4],
  ['grounded', 3],
  ['returned', 3],
  ['pickedup', 3],
] as const;
type Phase = (typeof PHASES)[number][0];
const TOTAL_WEIGHT = PHASES.reduce((s, [, w]) => s + w, 0);

function pickPhase(rng: Random): Phase {
  let r = rng.next() * TOTAL_WEIGHT;
  for (const [phase, w] of PHASES) {
    r -= w;
    if (r < 0) return phase;
  }
  return 'assess';
}

function pickArea(rng: Random): { area: NewAppraisal['area']; appraisalTypeId: 1 | 2 } {
  const r = rng.next();
  if (r < 0.5) return { area: 'buying', appraisalTypeId: 1 };
  if (r < 0.75) return { area: 'lease', appraisalTypeId: 2 };
  if (r < 0.87) return { area: 'showroom', appraisalTypeId: rng.chance(0.6) ? 1 : 2 };
  return { area: 'service', appraisalTypeId: 1 };
}

const STATUS_OF: Partial<Record<Phase, number>> = {
  buying: 1,
  grounding: 2,
  rejected: 3,
  grounded: 200,
  pickedup: 220,
  returned: 230,
  bought: 400,
};
const LEASE_ONLY: Phase[] = ['grounding', 'grounded', 'pickedup', 'returned'];
const money = (n: number) => Math.round(n * 100) / 100;

/**
 * What a bought vehicle really cost (the dashboard's accuracy look-back): within 6 % of the books'
 * mean, spread by the serial rather than the random stream, so the records after stay the same.
 */
function actualCostOf(books: ({ data: { value: number | null } } | undefined)[], serial: number): number | null {
  const known = books.flatMap((b) => (typeof b?.data.value === 'number' ? [b.data.value] : []));
  if (known.length === 0) return null;
  return money((known.reduce((sum, v) => sum + v, 0) / known.length) * (0.94 + ((serial * 7) % 13) / 100));
}

/** The vehicle of a record, as a duplicate submission repeats it. */
export type DemoVehicle = Pick<NewAppraisal, 'vin' | 'year' | 'make' | 'model' | 'trim' | 'color'>;

/**
 * A trade-in of a given vehicle the dealer bought on a given day (the demo's comparable purchases):
 * its pattern and year give a VIN of its own, and it was submitted two days before.
 */
export interface Purchase {
  pattern: VehiclePattern;
  year: number;
  mileage: number;
  boughtAt: Date;
}

/**
 * One realistic appraisal; `serial` makes the VIN unique, `duplicateOf` makes a second submission
 * of that record's vehicle (same VIN, year, make, model, trim and colour: one VIN, one vehicle),
 * `purchase` a bought trade-in of that vehicle.
 */
export function generateAppraisal(
  rng: Random,
  ctx: GeneratorContext,
  serial: number,
  duplicateOf?: DemoVehicle,
  purchase?: Purchase,
): NewAppraisal {
  // Drawn in the same order with or without a purchase, so the records after stay the same records.
  let pattern = rng.pick(VEHICLE_PATTERNS);
  let year = rng.int(pattern.years[0], pattern.years[1]);
  const age = Math.max(1, ctx.now.getFullYear() - year);
  let mileage = Math.round(age * rng.int(7_000, 15_000) + rng.int(0, 5_000));
  const drawnArea = pickArea(rng);
  const { area, appraisalTypeId } = purchase ? { area: 'buying' as const, appraisalTypeId: 1 as const } : drawnArea;
  let phase = pickPhase(rng);
  if (appraisalTypeId === 1 && LEASE_ONLY.includes(phase)) phase = 'buying';
  if (appraisalTypeId === 2 && (phase === 'offered' || phase === 'accepted' || phase === 'rejected')) phase = 'payoff';

  // Skewed to recent days, as a busy store's intake is.
  let createdAt = new Date(ctx.now.getTime() - rng.next() ** 2 * ctx.days * DAY - rng.int(0, 23) * HOUR);
  if (purchase) {
    ({ pattern, year, mileage } = purchase);
    phase = 'bought';
    createdAt = new Date(purchase.boughtAt.getTime() - 2 * DAY);
  }
  const firstName = rng.pick(FIRST);
  const lastName = rng.pick(LAST);
  const grade = money(rng.int(18, 50) / 10);
  const ownerStatusId = appraisalTypeId === 2 ? 3 : rng.pick([1, 1, 2, 2, 3]);
  const owes = ownerStatusId > 1;
  const lender = rng.chance(0.85) && ctx.banks.length > 0 ? rng.pick(ctx.banks).name : rng.pick(LENDERS);
  const bank = owes ? ctx.banks.find((b) => b.name === lender) : undefined;
  const inspected = phase !== 'inspect' && phase !== 'assess' ? true : rng.chance(0.3);
  const reconDone = !['inspect', 'assess'].includes(phase);

  // Random draws stay in the order they always had, so the demo records stay the same records.
  const payoffShare = owes && reconDone ? 0.4 + rng.next() * 0.7 : null;
  const recon = {
    reconBodyCost: reconDone ? rng.int(0, 12) * 100 : null,
    reconMechCost: reconDone ? rng.int(0, 8) * 100 : null,
    reconOtherCost: reconDone ? rng.int(0, 3) * 50 : null,
  };
  const sellStrategyStatusId = reconDone ? rng.pick([1, 2, 2, 4]) : null;
  const offered = ['offered', 'accepted', 'buying', 'bought'].includes(phase) && appraisalTypeId === 1;
  const offerSentAt = offered ? new Date(createdAt.getTime() + rng.int(1, 30) * HOUR) : null;
  const appraisalStatusId = STATUS_OF[phase] ?? null;
  const maturityOffset = rng.chance(0.1) ? null : rng.int(-10, 120) * DAY + rng.int(0, 23) * HOUR;

  const head = {
    dealerId: ctx.dealerId,
    appraisalTypeId,
    area,
    vin: makeVin(pattern, year, serial),
    year,
    make: pattern.make,
    model: pattern.model,
    trim: rng.pick(pattern.trims),
    color: rng.pick(pattern.colors),
    mileage,
    inspectedMileage: inspected ? mileage + rng.int(0, 300) : null,
    runningStatus: inspected ? grade : null,
    estimatedDamage: inspected ? rng.int(0, 25) * 100 : null,
    firstName,
    lastName,
    email: `${firstName}.${lastName}${serial % 1000}@example.com`.toLowerCase(),
    phoneNumber: `512555${String(serial % 10_000).padStart(4, '0')}`,
    zip: rng.pick(['78701', '78704', '78745', '78759', '78613']),
    ownerStatusId,
    financeBank: owes ? lender : null,
    financeBankNum: owes ? String(rng.int(1000, 9999)) : null,
    dealerBankId: bank?.id ?? null,
    maturityDate:
      appraisalTypeId === 2 && maturityOffset !== null
        ? new Date(ctx.now.getTime() + maturityOffset).toISOString().slice(0, 10)
        : null,
    campaignId: ctx.campaignIds.length > 0 && rng.chance(0.3) ? rng.pick(ctx.campaignIds) : null,
    originatorId: ctx.userIds.length > 0 ? rng.pick(ctx.userIds) : null,
  } satisfies NewAppraisal;
  // Drawn above all the same, so the records after a duplicate stay the same records.
  if (duplicateOf) {
    const { vin, year: y, make, model, trim, color } = duplicateOf;
    Object.assign(head, { vin, year: y, make, model, trim, color });
  }
  // Three draws that once spread the provider values; still drawn so the records after stay the same.
  for (let i = 0; i < 3; i++) rng.next();

  // Provider values from the valuation sandboxes' depreciation model; the demo stores their results too.
  const values = demoValuations({ ...head, createdAt });
  const mmrVal = values?.mmr.data.value ?? 1_500;
  const ws = {
    profitObjective: 1500,
    pickupFee: 200,
    auctionFee: 400,
    wholesalePack: 300,
    carOfferFee: 250,
    auctionValuation: mmrVal,
    retailValuation: values?.mmr.data.retail ?? money(mmrVal * 1.14),
    carOfferAmount: money(mmrVal * 0.97),
    adjustedPayoffAmount: payoffShare === null ? null : money(mmrVal * payoffShare),
    ...recon,
  } satisfies WorksheetInput;
  // No recon entered yet means no recon figure (0 would read as "assessed, nothing needed").
  const computed = {
    ...computeWorksheet(ws, sellStrategyStatusId),
    ...(reconDone ? {} : { reconditioningCost: null }),
  };
  const offerAmount = offered ? money(Math.max(500, computed.auctionProjectedValuation - 1500 - 300)) : null;

  const row: NewAppraisal = {
    ...head,
    appraisalStatusId,
    statusChangedAt: appraisalStatusId ? new Date(createdAt.getTime() + 2 * DAY) : null,
    sellStrategyStatusId,
    mmrVal: values?.mmr.data.value ?? null,
    jdpVal: values?.jdp.data.value ?? null,
    galvesVal: values?.galves.data.value ?? null,
    blackbookVal: values?.blackbook.data.value ?? null,
    ...ws,
    ...computed,
    offerAmount,
    actualCost:
      phase === 'bought' ? actualCostOf([values?.mmr, values?.jdp, values?.galves, values?.blackbook], serial) : null,
    offerType: offered ? 'auction' : null,
    offerTemplate: offered ? 0 : null,
    // The demo's offers were made by the record's originator (who the worksheet names).
    offeredBy: offered ? head.originatorId : null,
    offerSentAt,
    // The demo dealers keep the default terms: a week.
    offerValidUntil: offerSentAt ? offerValidUntil(offerSentAt) : null,
    offerAcceptedAt:
      offerSentAt && ['accepted', 'buying', 'bought'].includes(phase)
        ? new Date(offerSentAt.getTime() + rng.int(1, 48) * HOUR)
        : null,
    paveInspectSessionKey: inspected || phase === 'inspect' ? `demo-${ctx.dealerId}-${serial}` : null,
    paveInspectStatus: inspected
      ? 'complete'
      : phase === 'inspect'
        ? rng.pick(['started', 'in_process', 'idle'])
        : null,
    inspectedAt: inspected ? new Date(createdAt.getTime() + rng.int(1, 20) * HOUR) : null,
    turninDate:
      phase === 'returned' || phase === 'pickedup'
        ? new Date(createdAt.getTime() + 5 * DAY).toISOString().slice(0, 10)
        : null,
    createdAt,
    updatedAt: new Date(Math.min(ctx.now.getTime(), createdAt.getTime() + rng.int(0, 72) * HOUR)),
  };
  row.stage = deriveStage({ ...row, offerSent: row.offerSentAt });
  row.leaseStage = deriveLeaseStage(row);
  return row;
}
