import type { Region } from './sandbox/depreciation';

/** US states by Manheim auction region (Northeast, Southeast, Midwest, Southwest, West Coast). */
const STATES_BY_REGION: Record<Region, string[]> = {
  NE: ['CT', 'ME', 'MA', 'NH', 'RI', 'VT', 'NJ', 'NY', 'PA', 'DE', 'MD', 'DC'],
  SE: ['VA', 'WV', 'NC', 'SC', 'GA', 'FL', 'AL', 'MS', 'TN', 'KY', 'PR'],
  MW: ['OH', 'IN', 'IL', 'MI', 'WI', 'MN', 'IA', 'MO', 'ND', 'SD', 'NE', 'KS'],
  SW: ['TX', 'OK', 'AR', 'LA', 'NM', 'AZ'],
  WC: ['CO', 'UT', 'NV', 'CA', 'OR', 'WA', 'ID', 'MT', 'WY', 'AK', 'HI'],
};

/** The region of a state code ('TX' -> 'SW'); null for a missing or unknown state. */
export function regionOfState(state: string | null | undefined): Region | null {
  const code = (state ?? '').trim().toUpperCase();
  for (const [region, states] of Object.entries(STATES_BY_REGION)) if (states.includes(code)) return region as Region;
  return null;
}

/**
 * JD Power's used-car guide regions by number (1 Eastern ... 10 California), and the auction
 * region each stands for.
 */
export const JDP_REGIONS: Record<Region, number> = { NE: 1, SE: 6, MW: 4, SW: 3, WC: 10 };

export function regionOfJdpRegion(id: number): Region | null {
  return (Object.entries(JDP_REGIONS).find(([, n]) => n === id)?.[0] as Region | undefined) ?? null;
}
