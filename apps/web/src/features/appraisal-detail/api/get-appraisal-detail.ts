import type { Area, LeaseManagementStage, ProfitStatus, ValuationProvider, WorkflowStage } from '@dealer/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface PersonRef {
  id: number;
  firstName: string;
  lastName: string;
  initials: string;
}

export interface Bid {
  id: number;
  bidderId: number;
  bidderName: string;
  amount: number;
  isPreferred: boolean;
  updatedAt: string;
  profit: number | null;
}

export interface ValuationResult {
  id: number;
  createdAt: string;
  selection: unknown;
  data: unknown;
  /** 'manual': entered by a user when the provider failed; `note` says where the figure came from. */
  source?: 'provider' | 'manual';
  note?: string | null;
}

/** The condition report (api_results.data of provider 'inspection'). */
export interface ConditionReport {
  sessionKey?: string;
  grade?: number | null;
  runningStatus?: number | null;
  estimatedDamage?: number | null;
  inspectedMileage?: number | null;
  photos?: { label: string; url: string }[];
  reportUrl?: string | null;
  completedAt?: string | null;
}

export interface InspectionResult {
  id: number;
  createdAt: string;
  data: ConditionReport | null;
}

export interface InspectionSession {
  sessionKey: string;
  captureUrl: string;
  status: string | null;
  createdAt: string;
}

/**
 * GET /appraisals/{id} (spec part 2 sections 2.5 and 3): every column as the list row gives it,
 * plus the detail's own fields. Value fields are optional: the server strips them for roles
 * without allowReadVals.
 */
/** The worksheet's starting points from the dealer's settings 40107, 40108 and 40117 (null for roles without the worksheet). */
export interface WorksheetDefaults {
  pickupFee: number;
  valuationProvider: ValuationProvider;
  highEquityThreshold: number;
}

/** A lease return's pickup location or return: the Location and Return dialogs' values. */
export interface LeaseContact {
  address?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  phone?: string | null;
}

export interface AppraisalDetail {
  id: number;
  worksheetDefaults?: WorksheetDefaults | null;
  /** The dealer's affiliates and banks by name: the header's affiliate select and bank suggestions. */
  affiliateOptions?: { id: number; name: string }[];
  bankOptions?: { id: number; name: string }[];
  stage: WorkflowStage;
  leaseStage: LeaseManagementStage;
  appraisalTypeId: number;
  area: Area;
  vin: string;
  year: number | null;
  make: string | null;
  model: string | null;
  trim: string | null;
  color: string | null;
  mileage: number | null;
  inspectedMileage: number | null;
  thumb: string | null;
  runningStatus: number | null;
  estimatedDamage: number | null;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  phoneNumber: string | null;
  vendorName: string | null;
  appraisalStatusId: number | null;
  previousStatusId?: number | null;
  sellStrategyStatusId: number | null;
  ownerStatusId: number | null;
  affiliateId: number | null;
  affiliateName: string | null;
  dealTypeId: number | null;
  dealTypeName: string | null;
  financeBank: string | null;
  financeBankNum: string | null;
  financeBankKnown: boolean;
  dealerBankId: number | null;
  maturityDate: string | null;
  turninDate?: string | null;
  lrtnInfo?: { location?: LeaseContact | null; returned?: LeaseContact | null } | null;
  offerAmount: number | null;
  offerAmountMax: number | null;
  // The campaign's automated offer: value data, absent for roles that may not read valuations.
  autoOfferAmount?: number | null;
  autoOfferAmountMax?: number | null;
  offeredBy: number | null;
  offerSent: boolean;
  offerSentAt: string | null;
  // The current offer (POST /appraisals/{id}/offer): ranged offers keep offerAmount = offerAmountMin.
  offerAmountMin?: number | null;
  offerType?: 'auction' | 'retail' | null;
  offerTemplate?: number | null;
  offerAcceptedAt?: string | null;
  offerDeclinedAt?: string | null;
  /** The offer letter (a link that serves the current offer's PDF). */
  pdfUrl?: string | null;
  paveInspectSessionKey: string | null;
  paveInspectStatus: string | null;
  paveInspectResultId: number | null;
  crmSentAt: string | null;
  vautoUrl: string | null;
  packageNotes?: string | null;
  dmsId?: string | null;
  trfDealerName: string | null;
  trfDateTime: string | null;
  deletedAt: string | null;
  deletedByName: string | null;
  /** Who made the current offer (offeredBy), for the worksheet's last-offer line. */
  offeredByName?: string | null;
  createdAt: string;
  updatedAt: string;
  users: PersonRef[];
  originator: PersonRef | null;
  campaign: { id: number; name: string; typeId: number | null; removed?: boolean } | null;
  vinCount: number;
  bids: Bid[];
  mmrValResult: ValuationResult | null;
  jdpValResult: ValuationResult | null;
  galvesValResult: ValuationResult | null;
  blackbookValResult: ValuationResult | null;
  paveInspectResult: InspectionResult | null;
  inspection: InspectionSession | null;
  // Value fields (allowReadVals only).
  mmrVal?: number | null;
  jdpVal?: number | null;
  galvesVal?: number | null;
  blackbookVal?: number | null;
  profitObjective?: number | null;
  adjustedPayoffAmount?: number | null;
  reconditioningCost?: number | null;
  auctionValuation?: number | null;
  retailValuation?: number | null;
  auctionProjectedEquity?: number | null;
  expectedTotalProfit?: number | null;
  // Worksheet inputs and the figures the server computes from them (part 2 section 3 "Worksheet").
  pickupFee?: number | null;
  reconBodyCost?: number | null;
  reconMechCost?: number | null;
  reconOtherCost?: number | null;
  wholesalePack?: number | null;
  auctionFee?: number | null;
  carOfferFee?: number | null;
  carOfferAmount?: number | null;
  carOfferProposal?: number | null;
  auctionProposal?: number | null;
  retailProposal?: number | null;
  actualCost?: number | null;
  carOfferProjectedValuation?: number | null;
  auctionProjectedValuation?: number | null;
  retailProjectedValuation?: number | null;
  carOfferProjectedEquity?: number | null;
  retailProjectedEquity?: number | null;
  carOfferTotalProfit?: number | null;
  auctionTotalProfit?: number | null;
  retailTotalProfit?: number | null;
  carOfferCustomerProfit?: number | null;
  auctionCustomerProfit?: number | null;
  retailCustomerProfit?: number | null;
  carOfferProfitStatus?: ProfitStatus | null;
  auctionProfitStatus?: ProfitStatus | null;
  retailProfitStatus?: ProfitStatus | null;
}

/** GET /appraisals/{id}: the record the detail page works on. */
export function getAppraisalDetail(id: number, signal?: AbortSignal): Promise<AppraisalDetail> {
  return api.get<AppraisalDetail>(`/appraisals/${id}`, { signal });
}

/** Every query of one record (detail, activity, documents) starts with this key. */
export const appraisalKey = (dealerId: number, id: number) => ['appraisal-detail', dealerId, id] as const;

export const appraisalDetailQueryOptions = (dealerId: number, id: number) =>
  queryOptions({
    queryKey: [...appraisalKey(dealerId, id), 'record'],
    queryFn: ({ signal }) => getAppraisalDetail(id, signal),
  });

export function useAppraisalDetail(dealerId: number, id: number) {
  return useQuery(appraisalDetailQueryOptions(dealerId, id));
}
