import { allowWriteAppraisal, roleInfo } from '@dealer/domain';
import type { AppContext } from '../../context';
import {
  allDealTypes,
  dealerBidders,
  dealerCampaigns,
  dealerSlug,
  dealerStaff,
  linkedDealersOf,
} from './lookups.repository';

type Staff = Awaited<ReturnType<typeof dealerStaff>>[number];

function userView(u: Staff) {
  const name = `${u.firstName} ${u.lastName}`.trim();
  return {
    id: u.id,
    uid: u.uid,
    email: u.email,
    firstName: u.firstName,
    lastName: u.lastName,
    name,
    initials: `${u.firstName.charAt(0)}${u.lastName.charAt(0)}`.toUpperCase(),
    phoneNumber: u.phoneNumber,
    roles: u.roles.map((r) => ({ name: r, abbrev: roleInfo(r).abbrev })),
  };
}

export async function listDealerUsers(ctx: AppContext, dealerId: number) {
  return (await dealerStaff(ctx.db, dealerId)).map(userView);
}

/**
 * Who can be assigned to an appraisal: staff who may work it (write appraisals) or service
 * technicians (part 1 section 6: "The first user assigned ... only for users who may write
 * appraisals or are service techs").
 */
export async function listAssignableUsers(ctx: AppContext, dealerId: number) {
  const staff = await dealerStaff(ctx.db, dealerId);
  return staff.filter((u) => allowWriteAppraisal(u.roles) || u.roles.includes('SERVICE_TECH')).map(userView);
}

export const listDealTypes = (ctx: AppContext) => allDealTypes(ctx.db);
export const listBidders = (ctx: AppContext, dealerId: number, name?: string) => dealerBidders(ctx.db, dealerId, name);
export const listLinkedDealers = (ctx: AppContext, dealerId: number) => linkedDealersOf(ctx.db, dealerId);

/** Campaign list with its customer links (trade-in and lease-return forms, spec part 2 section 3 "links"). */
export async function listCampaigns(ctx: AppContext, dealerId: number, range: readonly [number, number]) {
  const [{ rows, total }, dealer] = await Promise.all([
    dealerCampaigns(ctx.db, dealerId, range),
    dealerSlug(ctx.db, dealerId),
  ]);
  const base = `${ctx.config.publicUrl}/${dealer?.slug ?? ''}`;
  return {
    total,
    rows: rows.map(({ dealerId: _d, deletedAt: _x, ...c }) => ({
      ...c,
      links: { tradein: `${base}/sell?campaign=${c.id}`, return: `${base}/return?campaign=${c.id}` },
    })),
  };
}
