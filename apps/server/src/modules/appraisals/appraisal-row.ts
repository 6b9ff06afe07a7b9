import { type RoleName, withoutValueFields } from '@dealer/domain';
import type { ListRowRecord, PersonRef } from './appraisals.repository';

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
