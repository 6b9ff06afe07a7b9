import type { MadeOffer, OfferPayload } from '@dealer/domain';
import { api } from '../../../lib/api-client';
import { useAppraisalMutation } from '../hooks/use-appraisal-mutation';

/**
 * The answer of the offer call (MadeOffer): the updated record, with a fresh link to the offer
 * letter, and what became of each message to the customer (none when printed; null for a repeated request).
 */
export type OfferAnswer = MadeOffer;

/**
 * POST /appraisals/{id}/offer (part 1 section 7: "printPdf flag, returns pdfUrl"). The
 * Idempotency-Key (one per dialog opening) lets a retry after a lost answer reach the server without
 * the customer getting the offer twice.
 */
export function makeOffer(id: number, payload: OfferPayload, idempotencyKey: string): Promise<OfferAnswer> {
  return api.post<OfferAnswer>(`/appraisals/${id}/offer`, payload, { headers: { 'idempotency-key': idempotencyKey } });
}

export function useMakeOffer(id: number, idempotencyKey: string) {
  return useAppraisalMutation(id, (payload: OfferPayload) => makeOffer(id, payload, idempotencyKey));
}

/** One key per dialog opening; crypto.randomUUID needs a secure context, so a fallback for plain HTTP on a LAN. */
export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
