import type { CustomerOfferBreakdown, OfferStatus, OfferType } from '@dealer/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /offers/{token}: what the customer's offer page shows (no session). */
export interface PublicOffer {
  appraisalId: number;
  dealer: {
    name: string;
    logoUrl: string | null;
    address: string;
    phoneNumber: string | null;
    city: string | null;
    state: string | null;
  };
  customer: { firstName: string | null };
  vehicle: {
    year: number | null;
    make: string | null;
    model: string | null;
    trim: string | null;
    vin: string;
    mileage: number | null;
  };
  offer: {
    template: number;
    type: OfferType;
    amount: number | null;
    amountMin: number | null;
    amountMax: number | null;
    sentAt: string;
    validUntil: string;
  };
  /** Adds up line by line (domain customerOfferBreakdown); null for a no-offer. */
  breakdown: CustomerOfferBreakdown | null;
  status: OfferStatus;
  letterUrl: string | null;
}

export function getOffer(token: string, signal?: AbortSignal): Promise<PublicOffer> {
  return api.get<PublicOffer>(`/offers/${encodeURIComponent(token)}`, { signal, skipAuthRedirect: true });
}

export const offerQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['public-offer', token],
    queryFn: ({ signal }) => getOffer(token, signal),
    // A dead link stays dead; retrying only delays the message.
    retry: false,
    staleTime: 60_000,
  });

export function usePublicOffer(token: string) {
  return useQuery(offerQueryOptions(token));
}
