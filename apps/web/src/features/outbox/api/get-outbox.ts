import type { OutboxMessage } from '@dealer/domain';

export type { OutboxMessage };

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiList, type ListResult } from '../../../lib/api-client';
import type { DeliveryStatus } from '../../../lib/delivery-status';

export type OutboxChannel = 'email' | 'sms';
export type OutboxStatus = Exclude<DeliveryStatus, 'sending'>;

export const OUTBOX_PAGE_SIZE = 50;

/** The inclusive range of a 1-based page: page 1 is [0, 49]. */
export function outboxRange(page: number, size = OUTBOX_PAGE_SIZE): [number, number] {
  const start = (Math.max(1, page) - 1) * size;
  return [start, start + size - 1];
}

/** GET /outbox?range=[start,end]: the dealer's messages; the total is in x-total-count. */
export function getOutbox(page: number, signal?: AbortSignal): Promise<ListResult<OutboxMessage>> {
  return apiList<OutboxMessage>('/outbox', { range: outboxRange(page) }, signal);
}

export const outboxQueryOptions = (dealerId: number, page: number) =>
  queryOptions({
    queryKey: ['outbox', dealerId, page],
    queryFn: ({ signal }) => getOutbox(page, signal),
    placeholderData: keepPreviousData,
  });

export function useOutbox(dealerId: number, page: number) {
  return useQuery(outboxQueryOptions(dealerId, page));
}
