/** Dealer-wide lookups several features read (one cache entry each, shared by key). */

export { useAppraisalUsers } from './api/get-appraisal-users';
export { type DealerUser, useDealerUsers } from './api/get-dealer-users';
export { type LinkedDealer, useLinkedDealers } from './api/get-linked-dealers';
