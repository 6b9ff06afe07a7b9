/**
 * The 11 roles of spec part 1 section 6. Ids: the spec names only "role ids 3, 12 or 13"
 * (service QR code, part 2 section 6); we give those to RECEPTION, SERVICE_TECH and
 * SERVICE_MANAGER, the roles that meet service customers at the desk, and number the rest.
 */
export const ROLE_NAMES = [
  'DEALER',
  'DEALER_ADMIN',
  'RECEPTION',
  'ACQ_MANAGER',
  'APPRAISER',
  'FINANCE_MANAGER',
  'SALES',
  'SALES_MANAGER',
  'GROUP_ADMIN',
  'SERVICE_TECH',
  'SERVICE_MANAGER',
] as const;

export type RoleName = (typeof ROLE_NAMES)[number];

export interface RoleInfo {
  id: number;
  name: RoleName;
  abbrev: string;
  summary: string;
}

export const ROLES: readonly RoleInfo[] = [
  { id: 1, name: 'DEALER', abbrev: 'DLR', summary: 'Signs in to the dealer and sees its appraisals' },
  {
    id: 2,
    name: 'DEALER_ADMIN',
    abbrev: 'ADM',
    summary: 'Manages the dealer: settings, users, campaigns and every appraisal',
  },
  { id: 3, name: 'RECEPTION', abbrev: 'RCP', summary: 'Greets customers and starts appraisals' },
  { id: 4, name: 'ACQ_MANAGER', abbrev: 'ACQ', summary: 'Buys vehicles: values, bids and offers' },
  { id: 5, name: 'APPRAISER', abbrev: 'APR', summary: 'Inspects and values vehicles' },
  { id: 6, name: 'FINANCE_MANAGER', abbrev: 'FIN', summary: 'Handles payoffs, banks and deal figures' },
  { id: 7, name: 'SALES', abbrev: 'SLS', summary: 'Sells vehicles and brings in trade-ins' },
  { id: 8, name: 'SALES_MANAGER', abbrev: 'SLM', summary: 'Leads the sales team and its offers' },
  { id: 9, name: 'GROUP_ADMIN', abbrev: 'GRP', summary: 'Sees statistics across the dealer group' },
  { id: 12, name: 'SERVICE_TECH', abbrev: 'SVT', summary: 'Starts service appraisals in the service lane' },
  { id: 13, name: 'SERVICE_MANAGER', abbrev: 'SVM', summary: 'Runs the service lane and its appraisals' },
];

const ROLE_BY_NAME = new Map(ROLES.map((r) => [r.name, r]));
const ROLE_BY_ID = new Map(ROLES.map((r) => [r.id, r]));

export function roleInfo(name: RoleName): RoleInfo {
  const info = ROLE_BY_NAME.get(name);
  if (!info) throw new Error(`Unknown role ${name}`);
  return info;
}

export function isRoleName(value: unknown): value is RoleName {
  return typeof value === 'string' && ROLE_BY_NAME.has(value as RoleName);
}

/** The role with this id (dealer user payloads carry role ids). */
export function roleById(id: number): RoleInfo | undefined {
  return ROLE_BY_ID.get(id);
}

/** Spec part 1 section 3: roles are "{name, abbrev}"; the abbreviation a user list shows. */
export function roleAbbrev(name: RoleName): string {
  return roleInfo(name).abbrev;
}

/** A role as it may arrive from the API: a bare name, {name, abbrev} or {id, ...}. */
export type RoleLike = RoleName | { name: string; abbrev?: string } | { id: number; name?: string };

function nameOf(role: unknown): unknown {
  if (typeof role === 'string') return role;
  if (typeof role !== 'object' || role === null) return undefined;
  const { name, id } = role as { name?: unknown; id?: unknown };
  if (name !== undefined) return name;
  return typeof id === 'number' ? ROLE_BY_ID.get(id)?.name : undefined;
}

/**
 * Spec part 1 section 3: roles are a list of {name, abbrev} and "may arrive as a JSON string".
 * Accepts an array, a JSON string of an array, names or objects (by name, or by id when the object
 * has no name); unknown names are dropped, duplicates removed.
 */
export function parseRoles(input: unknown): RoleName[] {
  let value = input;
  if (typeof input === 'string') {
    try {
      value = JSON.parse(input);
    } catch {
      // Not JSON: a single bare role name is still a role list of one.
      const name = input.trim();
      return isRoleName(name) ? [name] : [];
    }
  }
  if (!Array.isArray(value)) return [];
  return [...new Set(value.map(nameOf).filter(isRoleName))];
}

/** The ids of the roles held (part 2 section 6 speaks of "role ids 3, 12 or 13"). */
export function roleIdsOf(input: unknown): number[] {
  return parseRoles(input).map((name) => roleInfo(name).id);
}
