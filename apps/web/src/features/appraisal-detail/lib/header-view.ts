import {
  appraisalStatusLabel,
  campaignInitials,
  ERROR_MESSAGES,
  estimateBadgeText,
  formatDate,
  formatThousands,
  hasStatus,
  isLeaseReturn,
  LEASE_MANAGEMENT_STAGE_TITLES,
  type LeaseManagementStage,
  stageTitle,
  type WorkflowStage,
} from '@dealer/domain';

interface StageFields {
  stage: WorkflowStage;
  leaseStage?: LeaseManagementStage | null;
  appraisalTypeId: number;
  appraisalStatusId: number | null;
}

/** The stage line of the header: the workflow stage title, and for lease returns the management stage. */
export function stageLine(r: StageFields): string {
  const stage = stageTitle(r.stage, r.appraisalTypeId);
  if (!isLeaseReturn(r) || !r.leaseStage) return stage;
  return `${stage} · ${LEASE_MANAGEMENT_STAGE_TITLES[r.leaseStage]}`;
}

/** "A status set on the appraisal closes it": the closed badge reads the status name. */
export function statusBadge(r: { appraisalStatusId: number | null }): string | null {
  return hasStatus(r) ? appraisalStatusLabel(r.appraisalStatusId) : null;
}

/** '48,210 mi', or '' without a mileage. */
export function mileageText(mileage: number | null | undefined): string {
  const n = formatThousands(mileage);
  return n ? `${n} mi` : '';
}

export interface BankView {
  name: string;
  /** Part 2 section 8: "Bank not in dealer banks | red bank with 'Not found in dealer banks!'". */
  warning: string | null;
}

export function bankView(r: { financeBank: string | null; financeBankKnown?: boolean | null }): BankView | null {
  const name = r.financeBank?.trim();
  if (!name) return null;
  return { name, warning: r.financeBankKnown === false ? ERROR_MESSAGES.bankNotFound : null };
}

/**
 * The maturity line: the date, or part 2 section 8's 'Maturity date missing' on a lease return
 * (the lease is what matures). Other records show a maturity only when they have one.
 */
export function maturityText(r: { appraisalTypeId: number; maturityDate: string | null }): string | null {
  const date = formatDate(r.maturityDate);
  if (date) return date;
  return isLeaseReturn(r) ? ERROR_MESSAGES.maturityMissing : null;
}

/** The customer's name as one line ('' when none was given). */
export function customerName(r: { firstName: string | null; lastName: string | null }): string {
  return [r.firstName, r.lastName]
    .map((p) => p?.trim())
    .filter(Boolean)
    .join(' ');
}

/**
 * Part 2 section 4: "Estimate badge: shown when an automated offerAmount exists and nobody has
 * offered". The automated offer is stored apart from the offer a user makes (autoOfferAmount).
 */
export function estimateBadge(r: {
  autoOfferAmount?: number | null;
  autoOfferAmountMax?: number | null;
  offeredBy?: number | null;
}): string | null {
  return estimateBadgeText({
    offerAmount: r.autoOfferAmount,
    offerAmountMax: r.autoOfferAmountMax,
    offeredBy: r.offeredBy,
  });
}

/** The campaign avatar's text (part 2 section 9), or null without a campaign. */
export function campaignAvatar(campaign: { name: string } | null | undefined): string | null {
  return campaign ? campaignInitials(campaign.name) : null;
}

/** Part 2 section 5: "Assigned-users editor saves only when changed" (order does not matter). */
export function usersChanged(before: readonly number[], after: readonly number[]): boolean {
  const a = new Set(before);
  const b = new Set(after);
  return a.size !== b.size || [...a].some((id) => !b.has(id));
}

/**
 * Part 2 section 4: "Choosing a sell strategy while profitObjective is missing asks 'Worksheet
 * incomplete, ...'". Clearing the strategy asks nothing. A role that may not read values never
 * receives profitObjective, so for it the objective is missing too.
 */
export function sellStrategyNeedsConfirm(r: { profitObjective?: number | null }, next: number | null): boolean {
  return next !== null && (r.profitObjective === null || r.profitObjective === undefined);
}

/**
 * The external inspection dashboard link (part 2 section 2.5: "opens in a new tab using the
 * session key"): the condition report once there is one, else the capture session.
 */
export function inspectionDashboardUrl(r: {
  paveInspectSessionKey?: string | null;
  inspection?: { sessionKey: string; captureUrl: string } | null;
  paveInspectResult?: { data: { reportUrl?: string | null } | null } | null;
}): string | null {
  const report = r.paveInspectResult?.data?.reportUrl;
  if (report) return report;
  if (r.inspection && (!r.paveInspectSessionKey || r.inspection.sessionKey === r.paveInspectSessionKey))
    return r.inspection.captureUrl;
  return null;
}
