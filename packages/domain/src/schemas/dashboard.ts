import { z } from 'zod';
import { DASHBOARD_WINDOW_DAYS, DEFAULT_DASHBOARD_WINDOW } from '../constants/dashboard';

export const DASHBOARD_MESSAGES = {
  days: `days must be one of: ${DASHBOARD_WINDOW_DAYS.join(', ')}`,
  appraisalTypeId: 'appraisalTypeId must be 1 or 2',
  dealerId: 'dealerId must be a positive whole number',
} as const;

const days = z
  .number({ error: DASHBOARD_MESSAGES.days })
  .refine((d) => (DASHBOARD_WINDOW_DAYS as readonly number[]).includes(d), DASHBOARD_MESSAGES.days);

/** GET /dashboards/{type} filter: the window in days (part 2 section 9: "7, 30, 60, 90, 183 and 365 days (default 30)"). */
export const dashboardFilterSchema = z.strictObject({
  days: days.optional().default(DEFAULT_DASHBOARD_WINDOW),
});
export type DashboardFilter = z.output<typeof dashboardFilterSchema>;

/** GET /dealer_stats filters (part 2 section 2.4: "Date-range filter (kept in the query as JSON)"). */
export const dealerStatsFilterSchema = z.strictObject({
  days: days.optional().default(DEFAULT_DASHBOARD_WINDOW),
  appraisalTypeId: z.union([z.literal(1), z.literal(2)], { error: DASHBOARD_MESSAGES.appraisalTypeId }).optional(),
  dealerId: z.number({ error: DASHBOARD_MESSAGES.dealerId }).int().positive().optional(),
});
export type DealerStatsFilter = z.output<typeof dealerStatsFilterSchema>;
