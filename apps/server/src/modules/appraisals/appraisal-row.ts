import { type RoleName, withoutValueFields } from '@dealer/domain';
import type { AppraisalRow, ListRowRecord, PersonRef } from './appraisals.repository';

const initials = (p: PersonRef) => `${p.firstName.charAt(0)}${p.lastName.charAt(0)}`.toUpperCase();
const person = (p: PersonRef) => ({ id: p.id, firstName: p.firstName, lastName: p.lastName, initials: initials(p) });

/** The list row of part 2 section 3, without value fields for roles that may not read valuations. */
export function toListRows(records: ListRowRecord[], roles: RoleName[]) {
  return records.map(({ appraisal: r, users, originator, campaign, vinCount, trfDealerName }) => {
    const { searchText: _search, dealerId: _dealer, ...fields } = r;
    const row = {
      ...fields,
      users: users.map(person),
      originator: originator ? person(originator) : null,
      campaign,
      vinCount,
      offerSent: r.offerSentAt !== null,
      trfDealerName,
      trfDateTime: r.trfAt,
    };
    return withoutValueFields(row, roles);
  });
}

/** A global-search hit: enough to recognise the vehicle and customer and open the record. */
export function toSearchHit(r: AppraisalRow) {
  return {
    id: r.id,
    year: r.year,
    make: r.make,
    model: r.model,
    trim: r.trim,
    vin: r.vin,
    firstName: r.firstName,
    lastName: r.lastName,
    email: r.email,
    stage: r.stage,
    appraisalTypeId: r.appraisalTypeId,
    area: r.area,
    createdAt: r.createdAt,
  };
}
