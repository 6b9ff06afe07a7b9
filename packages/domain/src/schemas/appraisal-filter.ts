import { z } from 'zod';
import { APPRAISAL_STATUS_IDS } from '../constants/appraisal-statuses';
import {
  ALL_DEALER_STATS_SUB_TYPES,
  DASHBOARD_WINDOW_DAYS,
  DEALER_STATS_APP_TYPES,
  type DealerStatsSubType,
} from '../constants/dashboard';
import { DATE_FILTER_IDS } from '../constants/date-filters';
import { QUEUE_PAGE_SIZE, SEARCH_MIN_CHARS, SEARCH_PAGE_SIZE } from '../constants/limits';
import { LEASE_MANAGEMENT_STAGES, WORKFLOW_STAGES } from '../constants/stages';
import { INT4_MAX } from './fields';

export const APPRAISAL_FILTER_MESSAGES = {
  filterId: `filterId must be one of: ${DATE_FILTER_IDS.join(', ')}`,
  days: `days must be one of: ${DASHBOARD_WINDOW_DAYS.join(', ')}`,
  appraisalTypeId: 'appraisalTypeId must be 1 or 2',
  appraisalStatusId: `appraisalStatusId must be one of: ${APPRAISAL_STATUS_IDS.join(', ')}`,
  statsAppType: 'statsAppType must be trade or returns',
  statsSubType: `statsSubType must be one of: ${ALL_DEALER_STATS_SUB_TYPES.join(', ')}`,
  stage: `stage must be one of: ${[...WORKFLOW_STAGES, ...LEASE_MANAGEMENT_STAGES].join(', ')}`,
  id: 'must be a positive whole number',
  flag: 'must be true or false',
  text: 'must be text',
  search: `Type more than ${SEARCH_MIN_CHARS - 1} characters to search.`,
} as const;

const id = z
  .number({ error: APPRAISAL_FILTER_MESSAGES.id })
  .int()
  .positive()
  .max(INT4_MAX, APPRAISAL_FILTER_MESSAGES.id);
const bool = z.boolean({ error: APPRAISAL_FILTER_MESSAGES.flag });
const stage = z.enum([...WORKFLOW_STAGES, ...LEASE_MANAGEMENT_STAGES], { error: APPRAISAL_FILTER_MESSAGES.stage });

/**
 * The filter keys of an appraisal list (part 2 section 3: "filterId, archived, appraisalTypeId,
 * appraisalStatusId, duplicateVin, statsAppType, statsSubType, service, showroom, leases"; part 1
 * section 3 search filters "q, filterId, campaignId, originatorId, trfDealerId"; and the stage tab).
 * The tab arrives as stage (tab is accepted as its alias, the page's query name). appraisalStatusId
 * null means "no status" (the open records). comparableTo (ours): the dealer's purchases comparable
 * to that record (formulas/comparable-purchases.ts), the list the worksheet's panel links to.
 * Unknown keys are refused.
 */
export const appraisalListFilterSchema = z.strictObject({
  filterId: z
    .number({ error: APPRAISAL_FILTER_MESSAGES.filterId })
    .refine((v) => (DATE_FILTER_IDS as readonly number[]).includes(v), APPRAISAL_FILTER_MESSAGES.filterId)
    .optional(),
  /** A dashboard window (the drill-down a dashboard tile links to): created since dashboardWindowStart. */
  days: z
    .number({ error: APPRAISAL_FILTER_MESSAGES.days })
    .refine((v) => (DASHBOARD_WINDOW_DAYS as readonly number[]).includes(v), APPRAISAL_FILTER_MESSAGES.days)
    .optional(),
  archived: bool.optional(),
  appraisalTypeId: z
    .union([z.literal(1), z.literal(2)], { error: APPRAISAL_FILTER_MESSAGES.appraisalTypeId })
    .optional(),
  appraisalStatusId: z
    .number({ error: APPRAISAL_FILTER_MESSAGES.appraisalStatusId })
    .refine((v) => (APPRAISAL_STATUS_IDS as readonly number[]).includes(v), APPRAISAL_FILTER_MESSAGES.appraisalStatusId)
    .nullable()
    .optional(),
  duplicateVin: z.string({ error: APPRAISAL_FILTER_MESSAGES.text }).trim().max(40).optional(),
  statsAppType: z.enum(DEALER_STATS_APP_TYPES, { error: APPRAISAL_FILTER_MESSAGES.statsAppType }).optional(),
  statsSubType: z
    .enum(ALL_DEALER_STATS_SUB_TYPES as [DealerStatsSubType, ...DealerStatsSubType[]], {
      error: APPRAISAL_FILTER_MESSAGES.statsSubType,
    })
    .optional(),
  service: bool.optional(),
  showroom: bool.optional(),
  leases: bool.optional(),
  q: z.string({ error: APPRAISAL_FILTER_MESSAGES.text }).trim().max(200).optional(),
  campaignId: id.optional(),
  originatorId: id.optional(),
  trfDealerId: id.optional(),
  comparableTo: id.optional(),
  stage: stage.optional(),
  tab: stage.optional(),
});
export type AppraisalListFilter = z.output<typeof appraisalListFilterSchema>;

/** Global search filter (part 1 section 2: "Results appear after more than 2 characters"). */
export const globalSearchFilterSchema = z.strictObject({
  q: z
    .string({ error: APPRAISAL_FILTER_MESSAGES.search })
    .trim()
    .min(SEARCH_MIN_CHARS, APPRAISAL_FILTER_MESSAGES.search)
    .max(200),
});

/** Default first pages: search "0 to 24", queues "0 to 4". */
export const SEARCH_FIRST_RANGE: readonly [number, number] = [0, SEARCH_PAGE_SIZE - 1];
export const QUEUE_FIRST_RANGE: readonly [number, number] = [0, QUEUE_PAGE_SIZE - 1];
