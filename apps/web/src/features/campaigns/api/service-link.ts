import type { ServiceLink } from '@dealer/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /service_qr: the dealer's public service link with the viewer's uid (part 1 section 2). */
export function useServiceLink(dealerId: number, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: ['service-link', dealerId],
      queryFn: ({ signal }) => api.get<ServiceLink>('/service_qr', { signal }),
      enabled,
      staleTime: Number.POSITIVE_INFINITY,
    }),
  );
}
