import type { UploadedList } from '@dealer/domain';

export type { UploadedList };

import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { fileAsBase64 } from '../lib/file-base64';

/** POST /dealer_campaigns/{id}/documents: the file's bytes in base64; answers the list's uid. */
export function useUploadMailingList(campaignId: number) {
  return useMutation({
    mutationFn: async (file: File) =>
      api.post<UploadedList>(`/dealer_campaigns/${campaignId}/documents`, {
        name: file.name,
        size: file.size,
        content: await fileAsBase64(file),
      }),
  });
}
