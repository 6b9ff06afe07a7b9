import { allowWriteAppraisal, roleInfo } from '@dealer/domain';
import type { AppContext } from '../../context';
import { allDealTypes, dealerBidders, dealerStaff, linkedDealersOf } from './lookups.repository';

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
