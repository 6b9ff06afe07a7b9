import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { SESSION_QUERY_KEY } from '../../../lib/session';
import { type DealerProfile, dealerProfileQueryOptions } from './dealer-profile';

/** POST /dealers/{id}/logo (the image's bytes) and DELETE /dealers/{id}/logo; both answer the profile. */
export function useDealerLogo(dealerId: number) {
  const queryClient = useQueryClient();
  const onSuccess = async (saved: DealerProfile) => {
    // Only the logo: the profile form (keyed by updatedAt) keeps any edits not yet saved.
    queryClient.setQueryData(dealerProfileQueryOptions(dealerId).queryKey, (old) =>
      old ? { ...old, logoUrl: saved.logoUrl } : saved,
    );
    await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
  };
  const upload = useMutation({
    mutationFn: (file: File) => api.post<DealerProfile>(`/dealers/${dealerId}/logo`, file),
    onSuccess,
  });
  const remove = useMutation({
    mutationFn: () => api.delete<DealerProfile>(`/dealers/${dealerId}/logo`),
    onSuccess,
  });
  return { upload, remove };
}
