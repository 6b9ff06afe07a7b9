import { SHARE_TEXTS, type ShareType } from '@dealer/domain';

export const SHARE_TYPE_LABELS: Readonly<Record<ShareType, string>> = {
  url: 'Link',
  email: 'Email',
  sms: 'Text message',
};

/** The share dialog's main button: a link is requested, then copied; e-mail and text are sent. */
export function shareButtonLabel(shareType: ShareType, url: string | null): string {
  if (shareType !== 'url') return 'Send';
  return url ? SHARE_TEXTS.copy : 'Get link';
}
