import type { StartAppraisalInput, StartResult } from '@dealer/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /public/dealers/{slug}/service-appraisals: the anonymous service page (duid credits a staff user). */
export function startPublicService(slug: string, body: StartAppraisalInput): Promise<StartResult> {
  return api.post<StartResult>(`/public/dealers/${encodeURIComponent(slug)}/service-appraisals`, body, {
    skipAuthRedirect: true,
  });
}

export function useStartPublicService(slug: string) {
  return useMutation({ mutationFn: (body: StartAppraisalInput) => startPublicService(slug, body) });
}
