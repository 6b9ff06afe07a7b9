import type { ShareFormTypeCode } from '@dealer/domain';

/** What a customer form link carries (/{dslug}/sell or /return, part 1 section 2 and the share dialog). */
export interface CustomerLink {
  invite: string | null;
  uid: string | null;
  campaignId: number | null;
}

export function readCustomerLink(search: URLSearchParams): CustomerLink {
  const campaign = Number(search.get('campaign') ?? search.get('campaignId'));
  return {
    invite: search.get('invite') || null,
    uid: search.get('uid') || null,
    campaignId: Number.isInteger(campaign) && campaign > 0 ? campaign : null,
  };
}

/** The form type of a page without an invite: /sell is a trade-in, /return a lease return. */
export function typeCodeOfPage(page: 'sell' | 'return'): ShareFormTypeCode {
  return page === 'return' ? 'lease' : 'tradein';
}
