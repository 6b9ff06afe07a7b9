import { type RoleName, withoutValueFields } from '@dealer/domain';
import type { ListRowRecord, PersonRef } from './appraisals.repository';
import { isHighEquity } from './high-equity';

const initials = (p: PersonRef) => `${p.firstName.charAt(0)}${p.lastName.charAt(0)}`.toUpperCase();
const person = (p: PersonRef) => ({ id: p.id, firstName: p.firstName, lastName: p.lastName, initials: initials(p) });

/**
 * The list row of part 2 section 3, without value fields for roles that may not read valuations.
 * highEquityThreshold is the records' dealer's setting 40117 (settings.service worksheetDefaults).
 */
export function toListRows(records: ListRowRecord[], roles: RoleName[], highEquityThreshold: number) {
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
      highEquity: isHighEquity(r.auctionProjectedEquity, highEquityThreshold),
    };
    return withoutValueFields(row, roles);
  });
}
