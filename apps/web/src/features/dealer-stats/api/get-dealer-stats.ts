import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** One row of GET /dealer_stats (part 2 section 3 "Dealer stats"); the Pct fields are fractions. */
export interface DealerStatsRow {
  id: number;
  name: string;
  dealerSlug: string;
  appraisalTypeId: 1 | 2;
  totalSubmitted: number;
  totalInspected: number;
  totalInspectedPct: number;
  totalOfferSent: number;
  totalOfferSentPct: number;
  totalOfferAccepted: number;
  totalOfferAcceptedPct: number;
  totalBuying: number;
  totalGrounding: number;
  totalConvertedPct: number;
  expectedProfitTotal: number;
  expectedProfitAverage: number;
}

export function useDealerStats(days: number) {
  return useQuery({
    queryKey: ['dealer_stats', days],
    queryFn: ({ signal }) => api.get<DealerStatsRow[]>('/dealer_stats', { params: { filter: { days } }, signal }),
    placeholderData: keepPreviousData,
  });
}
