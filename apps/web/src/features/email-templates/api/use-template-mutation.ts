import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type EmailTemplate, emailTemplateKeys } from './get-email-templates';

/** A change to one template: the answer replaces it in the list and in its own cache entry. */
export function useTemplateMutation<V>(dealerId: number, call: (vars: V) => Promise<EmailTemplate>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (saved) => {
      client.setQueryData(emailTemplateKeys.one(dealerId, saved.id), saved);
      client.setQueryData<EmailTemplate[]>(emailTemplateKeys.all(dealerId), (list) =>
        list?.map((t) => (t.id === saved.id ? saved : t)),
      );
    },
  });
}
