import type { TestNotificationSent } from '@dealer/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type TestNotificationResult = TestNotificationSent;

/** POST /user/send-test-notification: one notification on every channel the user has on at the dealer. */
export function useSendTestNotification() {
  return useMutation({
    mutationFn: (dealerId: number) => api.post<TestNotificationResult>('/user/send-test-notification', { dealerId }),
  });
}
