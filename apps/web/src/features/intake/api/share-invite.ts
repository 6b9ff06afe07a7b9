import type { ShareFormInput, ShareInviteResult } from '@dealer/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /appraisals/share-invite (share form values, returns shareUrl; e-mail and SMS also send it). */
export function shareInvite(body: ShareFormInput): Promise<ShareInviteResult> {
  return api.post<ShareInviteResult>('/appraisals/share-invite', body);
}

export function useShareInvite() {
  return useMutation({ mutationFn: shareInvite });
}
