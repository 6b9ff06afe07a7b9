import type { LeaseManagementStage, WorkflowStage } from '@dealer/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiList, type ListResult } from '../../../lib/api-client';
import type { ListQueryParams } from '../lib/list-url-state';

export interface PersonRef {
  id: number;
  firstName: string;
  lastName: string;
  initials: string;
}

export interface DocumentRef {
  url: string;
  name: string;
}

export interface LeaseContact {
  address?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  phone?: string | null;
}

/**
 * A row of GET /appraisals (spec part 2 section 3, "Appraisal list row"). The value fields are
 * optional: the server leaves them out for roles without allowReadVals.
 */
export interface AppraisalRow {
  id: number;
  stage: WorkflowStage;
  leaseStage: LeaseManagementStage;
  appraisalTypeId: number;
  area: string;
  year: number | null;
  make: string | null;
  model: string | null;
  trim: string | null;
  vin: string;
  color: string | null;
  mileage: number | null;
  inspectedMileage: number | null;
  thumb: string | null;
  runningStatus: number | null;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  phoneNumber: string | null;
  vendorName: string | null;
  appraisalStatusId: number | null;
  financeBank: string | null;
  dealerBankId: number | null;
  maturityDate: string | null;
  offerSent: boolean;
  offerSentAt: string | null;
  /** The equity reaches the dealer's high-equity threshold (40117); only for value-reading roles. */
  highEquity?: boolean;
  trfDealerId: number | null;
  trfDealerName: string | null;
  trfAt: string | null;
  deletedAt: string | null;
  createdAt: string;
  updatedAt: string;
  users: PersonRef[];
  originator: PersonRef | null;
  campaign: { id: number; name: string; typeId: number | null; removed?: boolean } | null;
  vinCount: number;
  paveInspectSessionKey?: string | null;
  paveInspectStatus?: string | null;
  /** Lease returns: the turn-in date, the documents on the row and the dialogs' values. */
  turninDate?: string | null;
  groundingReceipt?: DocumentRef | null;
  billOfLading?: DocumentRef | null;
  lrtnInfo?: { location?: LeaseContact; returned?: LeaseContact } | null;
  mmrVal?: number | null;
  /** The providers whose value was entered by hand (issue 23); their figures carry the manual mark. */
  manualValuations?: string[] | null;
  jdpVal?: number | null;
  galvesVal?: number | null;
  blackbookVal?: number | null;
  auctionValuation?: number | null;
  expectedTotalProfit?: number | null;
  adjustedPayoffAmount?: number | null;
  reconditioningCost?: number | null;
  reconBodyCost?: number | null;
  reconMechCost?: number | null;
  reconOtherCost?: number | null;
}

/** GET /appraisals?filter&range&sort: one page of a list; the total is in x-total-count. */
export function getAppraisals(params: ListQueryParams, signal?: AbortSignal): Promise<ListResult<AppraisalRow>> {
  return apiList<AppraisalRow>('/appraisals', { ...params }, signal);
}

/** Every appraisal list query starts with this key, so an edit can refresh them all. */
export const APPRAISALS_QUERY_KEY = 'appraisals';

export const appraisalsQueryOptions = (dealerId: number, params: ListQueryParams) =>
  queryOptions({
    queryKey: [APPRAISALS_QUERY_KEY, dealerId, params],
    queryFn: ({ signal }) => getAppraisals(params, signal),
    // Keep the rows on screen while the next page, tab or filter loads.
    placeholderData: keepPreviousData,
  });

export function useAppraisals(dealerId: number, params: ListQueryParams) {
  return useQuery(appraisalsQueryOptions(dealerId, params));
}
