import type { EmailPreview } from '@dealer/domain';

export type { EmailPreview };

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /dealer_email_templates/preview (templateId, body): the texts rendered by the server with sample data. */
export function previewEmailTemplate(
  templateId: number,
  body: Record<string, string>,
  signal?: AbortSignal,
): Promise<EmailPreview> {
  return api.post<EmailPreview>('/dealer_email_templates/preview', { templateId, body }, { signal });
}

/** The preview of the texts as they are (the caller debounces them); the last good one stays while a new one loads. */
export function useEmailPreview(dealerId: number, templateId: number, body: Record<string, string>) {
  return useQuery(
    queryOptions({
      queryKey: ['email-template-preview', dealerId, templateId, body] as const,
      queryFn: ({ signal }) => previewEmailTemplate(templateId, body, signal),
      placeholderData: keepPreviousData,
      retry: false,
    }),
  );
}
