import type { AppraisalTypeId } from './appraisal-types';

/** Spec part 2 section 2.1: "List stage tabs, trade-in: inspect, assess, payoff, offered, accepted, buying, grounding." */
export const WORKFLOW_STAGES = ['inspect', 'assess', 'payoff', 'offered', 'accepted', 'buying', 'grounding'] as const;
export type WorkflowStage = (typeof WORKFLOW_STAGES)[number];

/** Spec part 1 section 4: assess is "(both types, default)". */
export const DEFAULT_WORKFLOW_STAGE: WorkflowStage = 'assess';

/** Spec part 2 section 2.1: "Lease-return stages: ground_return, grounded, turnedin." */
export const LEASE_MANAGEMENT_STAGES = ['ground_return', 'grounded', 'turnedin'] as const;
export type LeaseManagementStage = (typeof LEASE_MANAGEMENT_STAGES)[number];

/** Spec part 1 section 4: ground_return "Not grounded/not returned" (default). */
export const DEFAULT_LEASE_MANAGEMENT_STAGE: LeaseManagementStage = 'ground_return';

export type Stage = WorkflowStage | LeaseManagementStage;

/**
 * Tabs per list. Trade-ins: part 2 section 2.1 lists all seven. Lease returns: part 1 section 4
 * gives the stages whose type is lease or both (inspect, assess, payoff, buying, grounding);
 * offered and accepted are trade-in only.
 */
export const STAGE_TABS: Readonly<Record<AppraisalTypeId, readonly WorkflowStage[]>> = {
  1: WORKFLOW_STAGES,
  2: ['inspect', 'assess', 'payoff', 'buying', 'grounding'],
};

/**
 * Spec part 1 section 4: "assess 'Recon assessment pending' (both types, default); payoff
 * 'Finalize payoff & Make offer' (trade-in) or 'Finalize payoff & Make purchase decision' (lease);
 * offered 'Awaiting response' (trade-in); accepted 'Offer accepted' (trade-in); buying and grounding
 * (lease); inspect 'Awaiting inspection' (both)". Buying and grounding have no title in the spec:
 * we use the status names.
 */
const STAGE_TITLES: Readonly<Record<WorkflowStage, string>> = {
  inspect: 'Awaiting inspection',
  assess: 'Recon assessment pending',
  payoff: 'Finalize payoff & Make offer',
  offered: 'Awaiting response',
  accepted: 'Offer accepted',
  buying: 'Buying',
  grounding: 'Grounding',
};

const LEASE_PAYOFF_TITLE = 'Finalize payoff & Make purchase decision';

export function stageTitle(stage: WorkflowStage, appraisalTypeId: AppraisalTypeId | number | null | undefined): string {
  if (stage === 'payoff' && appraisalTypeId === 2) return LEASE_PAYOFF_TITLE;
  return STAGE_TITLES[stage];
}

/**
 * Spec part 1 section 4: ground_return "Not grounded/not returned", grounded, turnedin
 * "Picked up/returned". Grounded has no title in the spec: we use its name.
 */
export const LEASE_MANAGEMENT_STAGE_TITLES: Readonly<Record<LeaseManagementStage, string>> = {
  ground_return: 'Not grounded/not returned',
  grounded: 'Grounded',
  turnedin: 'Picked up/returned',
};

/**
 * Spec part 2 section 2.1: "Stage colours: inspect blue/purple, assess cyan, payoff pink, offered
 * amber, accepted green." Hex values so any UI kit can use them; indigo is the blue/purple.
 * Buying, grounding and the management stages have no colour in the spec: teal and orange for the
 * two lease decisions, grey/orange/green for not yet / grounded / done.
 */
export const STAGE_COLOURS: Readonly<Record<Stage, string>> = {
  inspect: '#6366f1',
  assess: '#06b6d4',
  payoff: '#ec4899',
  offered: '#f59e0b',
  accepted: '#22c55e',
  buying: '#0d9488',
  grounding: '#ea580c',
  ground_return: '#6b7280',
  grounded: '#f97316',
  turnedin: '#16a34a',
};

export function isWorkflowStage(value: unknown): value is WorkflowStage {
  return typeof value === 'string' && (WORKFLOW_STAGES as readonly string[]).includes(value);
}

export function isLeaseManagementStage(value: unknown): value is LeaseManagementStage {
  return typeof value === 'string' && (LEASE_MANAGEMENT_STAGES as readonly string[]).includes(value);
}
