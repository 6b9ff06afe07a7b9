import { z } from 'zod';
import { AREAS } from '../constants/areas';
import { LEASE_MANAGEMENT_STAGES, WORKFLOW_STAGES } from '../constants/stages';
import { VALUATION_PROVIDER_KEYS, type ValuationProvider } from '../constants/valuations';
import { appraisalValueFields } from '../permissions/value-field-answers';
import { countAnswer, dateAnswer, idAnswer, moneyAnswer, timestampAnswer, valueField } from './answer-fields';

/**
 * What the appraisal routes answer (part 2 section 3 "Appraisal list row" and the detail of
 * section 2.5). Value fields come from appraisalValueFields, where they are marked once.
 */

const text = z.string().nullable();
const int = z.number().int().nullable();
const moment = timestampAnswer.nullable();
const money = moneyAnswer.nullable();
const providerKey = z.enum(VALUATION_PROVIDER_KEYS as [ValuationProvider, ...ValuationProvider[]]);

/** A person named on a record, without initials (activity and message authors). */
export const personAnswer = z.object({ id: idAnswer, firstName: z.string(), lastName: z.string() });
export type Person = z.infer<typeof personAnswer>;

/** A user on a record (assigned, originator, first user), with the initials the avatars show. */
export const appraisalUserAnswer = personAnswer.extend({ initials: z.string() });
export type AppraisalUser = z.infer<typeof appraisalUserAnswer>;

/** A dealer's list entry by name (affiliates, banks). */
export const namedOptionAnswer = z.object({ id: idAnswer, name: z.string() });
export type NamedOption = z.infer<typeof namedOptionAnswer>;

/** A document on a lease return (grounding receipt, bill of lading). */
export const documentRefAnswer = z.object({ url: z.string(), name: z.string() });
export type DocumentRef = z.infer<typeof documentRefAnswer>;

/** An address with the contact there (the lease Return and Location dialogs). */
export const leaseContactAnswer = z.object({
  address: text.optional(),
  firstName: text.optional(),
  lastName: text.optional(),
  email: text.optional(),
  phone: text.optional(),
});
export type LeaseContact = z.infer<typeof leaseContactAnswer>;

/** Where a lease return is picked up (location) and where it was returned (the Return dialog). */
export const leaseReturnInfoAnswer = z.object({
  location: leaseContactAnswer.optional(),
  returned: leaseContactAnswer.optional(),
});

/** The campaign a record came from; `removed` once the campaign was deleted (issue 19). */
export const appraisalCampaignAnswer = z.object({
  id: idAnswer,
  name: z.string(),
  typeId: int,
  removed: z.boolean().describe('the campaign was deleted; its appraisals keep it'),
});

/** Every column of an appraisal the answers carry, value fields aside. */
const columns = {
  id: idAnswer,
  appraisalTypeId: z.number().int().describe('1 trade-in, 2 lease return'),
  area: z.enum(AREAS),
  stage: z.enum(WORKFLOW_STAGES).describe('trade-in stage, derived by the domain'),
  leaseStage: z.enum(LEASE_MANAGEMENT_STAGES).describe('lease-return management stage'),
  vin: z.string(),
  year: int,
  make: text,
  model: text,
  trim: text,
  subSeries: text,
  color: text,
  mileage: int,
  inspectedMileage: int,
  thumb: text,
  runningStatus: z.number().nullable().describe('inspection grade 1.0-5.0'),
  estimatedDamage: money,
  firstName: text,
  lastName: text,
  email: text,
  phoneNumber: text,
  altEmail: text,
  altPhone: text,
  vendorName: text,
  address1: text,
  address2: text,
  city: text,
  state: text,
  zip: text,
  appraisalStatusId: int,
  previousStatusId: int.describe('the status before the last change, for "Undo status"'),
  statusChangedAt: moment,
  sellStrategyStatusId: int,
  ownerStatusId: int,
  affiliateId: int,
  dealTypeId: int,
  financeBank: text,
  financeBankNum: text,
  dealerBankId: int,
  maturityDate: dateAnswer.nullable(),
  campaignId: int,
  originatorId: int,
  dmsId: text,
  packageNotes: text,
  offerAmount: money,
  offerAmountMin: money.describe('a ranged offer: its lower end (offerAmount keeps it too)'),
  offerAmountMax: money,
  // null inside the enum: an OpenAPI 3.0 reader checks `enum` before `nullable`.
  offerType: z.literal(['auction', 'retail', null]),
  offerTemplate: int,
  offerSentAt: moment,
  offerValidUntil: moment.describe("the current offer's last valid moment (its terms)"),
  offeredBy: int,
  offerAcceptedAt: moment,
  offerDeclinedAt: moment,
  pdfUrl: text.describe('the offer letter: a link that serves the current offer as PDF'),
  paveInspectSessionKey: text,
  paveInspectStatus: text,
  paveInspectResultId: int,
  inspectedAt: moment,
  crmSentAt: moment,
  vautoUrl: text,
  turninDate: dateAnswer.nullable(),
  groundingReceipt: documentRefAnswer.nullable(),
  billOfLading: documentRefAnswer.nullable(),
  lrtnInfo: leaseReturnInfoAnswer.nullable(),
  trfId: int.describe("the transfer's other copy: the receiver's on the sender's and the other way round"),
  trfDealerId: int,
  trfAt: moment,
  trfBy: int,
  deletedAt: moment,
  deletedBy: int,
  createdAt: timestampAnswer,
  updatedAt: timestampAnswer,
};

/** What a row shows beside the record's own columns. */
const rowRelations = {
  users: z.array(appraisalUserAnswer),
  originator: appraisalUserAnswer.nullable(),
  campaign: appraisalCampaignAnswer.nullable(),
  vinCount: countAnswer.describe("the dealer's records of this VIN"),
  offerSent: z.boolean(),
  trfDealerName: text,
  trfDateTime: moment.describe('when it was transferred (trfAt)'),
  highEquity: appraisalValueFields.highEquity,
};

const pick = <K extends keyof typeof columns>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((k) => [k, columns[k]])) as Pick<typeof columns, K>;

/**
 * The record's own columns a list row carries (part 2 section 3 "Appraisal list row"), besides
 * its value fields; the server's SQL builds each row from this list too.
 */
export const LIST_ROW_OWN_COLUMNS = [
  'id',
  'area',
  'stage',
  'leaseStage',
  'year',
  'make',
  'model',
  'trim',
  'vin',
  'color',
  'mileage',
  'inspectedMileage',
  'thumb',
  'runningStatus',
  'estimatedDamage',
  'appraisalTypeId',
  'appraisalStatusId',
  'ownerStatusId',
  'sellStrategyStatusId',
  'affiliateId',
  'dealTypeId',
  'firstName',
  'lastName',
  'email',
  'phoneNumber',
  'altEmail',
  'altPhone',
  'zip',
  'vendorName',
  'maturityDate',
  'financeBank',
  'dealerBankId',
  'financeBankNum',
  'crmSentAt',
  'paveInspectSessionKey',
  'paveInspectStatus',
  'vautoUrl',
  'offerSentAt',
  'turninDate',
  'groundingReceipt',
  'billOfLading',
  'lrtnInfo',
  'trfId',
  'trfDealerId',
  'trfAt',
  'deletedAt',
  'createdAt',
  'updatedAt',
  'offerAmount',
] as const;

/** The value fields a list row carries (for roles that may read valuations). */
export const LIST_ROW_VALUE_FIELDS = [
  'auctionValuation',
  'reconBodyCost',
  'reconMechCost',
  'reconOtherCost',
  'reconditioningCost',
  'adjustedPayoffAmount',
  'mmrVal',
  'jdpVal',
  'galvesVal',
  'blackbookVal',
  'manualValuations',
  'auctionProjectedEquity',
  'expectedTotalProfit',
  'profitObjective',
] as const;

/**
 * A row of GET /appraisals and the landing queues (part 2 section 3 "Appraisal list row"): the
 * list's columns (the worksheet's inner figures, the offer's details and the inspection's result
 * stay on the detail), its relations, and the value fields the list shows.
 */
export const appraisalListRowAnswer = z.object({
  ...pick(LIST_ROW_OWN_COLUMNS),
  ...rowRelations,
  ...(Object.fromEntries(LIST_ROW_VALUE_FIELDS.map((k) => [k, appraisalValueFields[k]])) as Pick<
    typeof appraisalValueFields,
    (typeof LIST_ROW_VALUE_FIELDS)[number]
  >),
});
export type AppraisalListRow = z.infer<typeof appraisalListRowAnswer>;

/** GET /appraisals: one page of a list, in the list's order; the total is in the x-total-count header. */
export const appraisalListAnswer = z.array(appraisalListRowAnswer);

/** GET /{queue}_appraisals: one page of a landing queue and its total. */
export const appraisalQueueAnswer = z.object({ data: z.array(appraisalListRowAnswer), count: countAnswer });
export type AppraisalQueuePage = z.infer<typeof appraisalQueueAnswer>;

/** A global-search hit (part 1 "Global search"): enough to recognise the vehicle and customer. */
export const searchHitAnswer = z.object(
  pick([
    'id',
    'year',
    'make',
    'model',
    'trim',
    'vin',
    'firstName',
    'lastName',
    'email',
    'stage',
    'appraisalTypeId',
    'area',
    'createdAt',
  ]),
);
export type SearchHit = z.infer<typeof searchHitAnswer>;

/** GET /global_search: one page of hits, newest first, and their total. */
export const searchPageAnswer = z.object({ data: z.array(searchHitAnswer), count: countAnswer });
export type SearchPage = z.infer<typeof searchPageAnswer>;

/** GET /appraisals/counts: records per stage tab. */
export const stageCountsAnswer = z.object({
  counts: z.record(z.string(), countAnswer).describe('records per stage tab, every stage of the grouping'),
});
export type StageCountsAnswer = z.infer<typeof stageCountsAnswer>;

/** A bid on the record (value data: empty for roles that may not read valuations). */
export const bidAnswer = z.object({
  id: idAnswer,
  bidderId: idAnswer,
  bidderName: z.string(),
  amount: moneyAnswer,
  isPreferred: z.boolean(),
  updatedAt: timestampAnswer,
  profit: money,
});
export type Bid = z.infer<typeof bidAnswer>;

/** A provider's latest valuation result (value data: null for roles that may not read valuations). */
export const valuationResultAnswer = z.object({
  id: idAnswer,
  createdAt: timestampAnswer,
  selection: z.record(z.string(), z.unknown()).describe('the trim or options the valuation was asked for'),
  data: z.record(z.string(), z.unknown()).describe("the provider's answer"),
  source: z.enum(['provider', 'manual']).describe("'manual': entered by a user when the provider failed"),
  note: text.describe('where a manual figure came from'),
});
export type ValuationResult = z.infer<typeof valuationResultAnswer>;

/** The condition report (the inspection provider's result, as stored): the fields the detail shows, and the rest as sent. */
export const conditionReportAnswer = z
  .object({
    sessionKey: z.string().optional(),
    grade: z.number().nullable().optional(),
    runningStatus: z.number().nullable().optional(),
    estimatedDamage: z.number().nullable().optional(),
    inspectedMileage: z.number().nullable().optional(),
    photos: z.array(z.object({ label: z.string(), url: z.string() }).catchall(z.unknown())).optional(),
    reportUrl: text.optional(),
    completedAt: text.optional(),
  })
  .catchall(z.unknown());
export type ConditionReport = z.infer<typeof conditionReportAnswer>;

/** The record's condition report result. */
export const inspectionResultAnswer = z.object({
  id: idAnswer,
  createdAt: timestampAnswer,
  data: conditionReportAnswer.nullable(),
});
export type InspectionResult = z.infer<typeof inspectionResultAnswer>;

/** The record's latest inspection session (the capture link sent to the customer). */
export const inspectionSessionAnswer = z.object({
  sessionKey: z.string(),
  captureUrl: z.string(),
  status: text,
  createdAt: timestampAnswer,
});
export type InspectionSession = z.infer<typeof inspectionSessionAnswer>;

/** The worksheet's starting points from the dealer's settings 40107, 40108 and 40117. */
export const worksheetDefaultsAnswer = z.object({
  pickupFee: valueField(moneyAnswer),
  valuationProvider: providerKey,
  highEquityThreshold: moneyAnswer,
});
export type WorksheetDefaults = z.infer<typeof worksheetDefaultsAnswer>;

/**
 * GET /appraisals/{id} (part 2 sections 2.5 and 3), and what every change of the record answers:
 * every column, the row's relations and the detail's own. Value fields are absent and value
 * relations (bids, valuation results) empty for roles that may not read valuations.
 */
export const appraisalDetailAnswer = z.object({
  ...columns,
  ...rowRelations,
  ...appraisalValueFields,
  bids: z.array(bidAnswer).describe('highest profit first'),
  dealTypeName: text,
  affiliateName: text,
  financeBankKnown: z.boolean().describe("the finance bank is one of the dealer's banks"),
  affiliateOptions: z.array(namedOptionAnswer).describe("the dealer's affiliates, for the header's select"),
  bankOptions: z.array(namedOptionAnswer).describe("the dealer's banks, for the finance-bank suggestions"),
  mmrValResult: valuationResultAnswer.nullable(),
  jdpValResult: valuationResultAnswer.nullable(),
  galvesValResult: valuationResultAnswer.nullable(),
  blackbookValResult: valuationResultAnswer.nullable(),
  paveInspectResult: inspectionResultAnswer.nullable(),
  inspection: inspectionSessionAnswer.nullable(),
  deletedByName: text,
  offeredByName: text.describe('who made the current offer'),
  worksheetDefaults: worksheetDefaultsAnswer.nullable().describe('null for roles without the worksheet'),
});
export type AppraisalDetail = z.infer<typeof appraisalDetailAnswer>;

/** POST /appraisals/{id}/transfer: the sender's copy, now archived, and the receiving dealer's record. */
export const appraisalTransferAnswer = appraisalDetailAnswer.extend({ transferredId: idAnswer });
export type AppraisalTransfer = z.infer<typeof appraisalTransferAnswer>;

/** POST /appraisals/{id}/first_user: the first assigned user (null when nobody is, and nobody could be). */
export const firstUserAnswer = z.object({ user: appraisalUserAnswer.nullable() });
export type FirstUser = z.infer<typeof firstUserAnswer>;

/** GET /appraisals/{id}/activity: who did what and when, newest first. */
export const activityEntryAnswer = z.object({
  id: idAnswer,
  action: z.string(),
  details: text,
  createdAt: timestampAnswer,
  user: personAnswer.nullable().describe('null once the user is gone'),
});
export type ActivityEntry = z.infer<typeof activityEntryAnswer>;
export const activityAnswer = z.array(activityEntryAnswer);

/** Where an outbox message stands (texts also: kept, opted out, no sender). */
export const DELIVERY_STATUSES = [
  'pending',
  'sending',
  'sent',
  'delivered',
  'failed',
  'undeliverable',
  'kept',
  'opted_out',
  'no_sender',
] as const;

/** GET /appraisals/{id}/messages: every e-mail and text of the record, newest first. */
export const appraisalMessageAnswer = z.object({
  id: idAnswer,
  channel: z.enum(['email', 'sms']),
  direction: z.enum(['out', 'in']),
  recipient: text,
  subject: text,
  body: z.string(),
  createdAt: timestampAnswer,
  status: z.literal([...DELIVERY_STATUSES, null]).describe("the outbox's delivery state; null for one received"),
  deliveredAt: moment,
  user: personAnswer.nullable(),
});
export type AppraisalMessage = z.infer<typeof appraisalMessageAnswer>;
export const appraisalMessagesAnswer = z.array(appraisalMessageAnswer);
