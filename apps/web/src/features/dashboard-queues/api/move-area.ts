import type { Area } from '@dealer/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queuesKey } from './get-queue';

/** POST /appraisals/{id}/move-area {toArea} (spec part 1 section 7); returns the updated record. */
export function moveArea(id: number, toArea: Area): Promise<unknown> {
  return api.post<unknown>(`/appraisals/${id}/move-area`, { toArea });
}

export function useMoveArea(dealerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, toArea }: { id: number; toArea: Area }) => moveArea(id, toArea),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queuesKey(dealerId) }),
  });
}
