import { parseRoles, type RoleName, roleIdsOf } from './roles';
import { routeAccess } from './routes';

/** Roles as the callers hold them: a parsed list, raw API objects, or a JSON string. */
export type Roles = readonly RoleName[] | unknown;

function hasAny(roles: Roles, members: readonly RoleName[]): boolean {
  return parseRoles(roles).some((r) => members.includes(r));
}

/** Spec part 1 section 6, "Group / flag" table: each group's members. */
export const ROLE_GROUPS = {
  inSales: ['DEALER_ADMIN', 'SALES', 'SALES_MANAGER', 'FINANCE_MANAGER'],
  allowReadVals: ['ACQ_MANAGER', 'APPRAISER', 'DEALER_ADMIN', 'FINANCE_MANAGER', 'SALES_MANAGER'],
  allowWriteAppraisal: ['ACQ_MANAGER', 'APPRAISER', 'DEALER_ADMIN', 'SALES_MANAGER', 'SERVICE_MANAGER'],
  allowTransfers: ['DEALER_ADMIN', 'ACQ_MANAGER', 'FINANCE_MANAGER', 'APPRAISER', 'SERVICE_MANAGER'],
  adminOrAcquisition: ['DEALER_ADMIN', 'ACQ_MANAGER'],
  adminOrFinance: ['DEALER_ADMIN', 'FINANCE_MANAGER'],
  adminOrSalesAcquisition: ['DEALER_ADMIN', 'SALES_MANAGER', 'ACQ_MANAGER'],
  allowService: ['DEALER_ADMIN', 'SERVICE_TECH', 'SERVICE_MANAGER'],
  admin: ['DEALER_ADMIN'],
  groupAdmin: ['GROUP_ADMIN'],
  appraiser: ['APPRAISER'],
  reception: ['RECEPTION'],
  dealer: ['DEALER'],
} as const satisfies Record<string, readonly RoleName[]>;

export type RoleGroup = keyof typeof ROLE_GROUPS;

export function inGroup(roles: Roles, group: RoleGroup): boolean {
  return hasAny(roles, ROLE_GROUPS[group]);
}

export const inSales = (roles: Roles) => inGroup(roles, 'inSales');
export const allowReadVals = (roles: Roles) => inGroup(roles, 'allowReadVals');
export const allowWriteAppraisal = (roles: Roles) => inGroup(roles, 'allowWriteAppraisal');
/**
 * Writing the worksheet's figures (recon, payoff, the worksheet, an offer, buy or ground): the
 * worksheet tab is allowReadVals' (part 2 section 2.5), and an offer's answer and letter show the
 * figures, so a writer who may not read values may not write them either.
 */
export const allowWriteValues = (roles: Roles) => allowReadVals(roles) && allowWriteAppraisal(roles);
export const allowTransfers = (roles: Roles) => inGroup(roles, 'allowTransfers');
export const isAdminOrAcquisition = (roles: Roles) => inGroup(roles, 'adminOrAcquisition');
export const isAdminOrFinance = (roles: Roles) => inGroup(roles, 'adminOrFinance');
export const isAdminOrSalesAcquisition = (roles: Roles) => inGroup(roles, 'adminOrSalesAcquisition');
export const allowService = (roles: Roles) => inGroup(roles, 'allowService');
export const isDealerAdmin = (roles: Roles) => inGroup(roles, 'admin');
export const isGroupAdmin = (roles: Roles) => inGroup(roles, 'groupAdmin');
export const isAppraiser = (roles: Roles) => inGroup(roles, 'appraiser');
export const isReception = (roles: Roles) => inGroup(roles, 'reception');
export const isServiceTech = (roles: Roles) => parseRoles(roles).includes('SERVICE_TECH');

/** Part 2 section 6: "Service QR code | users with service access, and users holding role ids 3, 12 or 13". */
export const SERVICE_QR_ROLE_IDS: readonly number[] = [3, 12, 13];

export function canSeeServiceQr(roles: Roles): boolean {
  return allowService(roles) || roleIdsOf(roles).some((id) => SERVICE_QR_ROLE_IDS.includes(id));
}

const SERVICE_ROLES: readonly RoleName[] = ['SERVICE_TECH', 'SERVICE_MANAGER'];

/**
 * Spec part 1 section 6: "Service-only (onlyService): holds only service tech and/or service
 * manager roles (at most one extra role when both)". The one extra role every staff member
 * holds is DEALER, so: at least one service role, and nothing besides service roles and DEALER.
 */
export function onlyService(roles: Roles): boolean {
  const held = parseRoles(roles);
  const service = held.filter((r) => SERVICE_ROLES.includes(r));
  const others = held.filter((r) => !SERVICE_ROLES.includes(r) && r !== 'DEALER');
  return service.length > 0 && others.length === 0;
}

/**
 * Spec part 1 section 2, route "/": "reception goes to /{dslug}/new; appraisers go to the
 * appraisals list; anyone else goes to /{dslug}/new". Reception wins when a user holds both.
 */
export function landingPath(roles: Roles, slug: string): string {
  if (isReception(roles)) return `/${slug}/new`;
  if (isAppraiser(roles)) return `/${slug}/appraisals`;
  return `/${slug}/new`;
}

/** Route guard (spec part 1 section 2): no declared roles means DEALER is required. */
export function canEnterRoute(roles: Roles, declared?: readonly RoleName[]): boolean {
  return hasAny(roles, declared && declared.length > 0 ? declared : ['DEALER']);
}

/** Route guard by path: anonymous paths are open; others need one of the route's roles. */
export function canEnterPath(roles: Roles, pathname: string): boolean {
  const access = routeAccess(pathname);
  return access.anonymous || hasAny(roles, access.roles);
}
