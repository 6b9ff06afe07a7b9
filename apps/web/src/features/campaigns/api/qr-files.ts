import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_BASE, currentDealerId } from '../../../lib/api-client';
import { toApiError } from '../../../lib/api-error';

export type QrFormat = 'svg' | 'png' | 'pdf';
export type CampaignLinkKind = 'tradein' | 'return';

/** Where a QR code file is: a campaign link's, or the viewer's service link's. */
export type QrSource = { kind: 'campaign'; id: number; link: CampaignLinkKind } | { kind: 'service' };

export function qrPath(source: QrSource, format: QrFormat): string {
  return source.kind === 'service'
    ? `/service_qr/${format}`
    : `/dealer_campaigns/${source.id}/qr/${source.link}/${format}`;
}

/** GET a QR code file as a blob (an <img> or a download link cannot send x-dealer-id itself). */
export async function fetchQrFile(source: QrSource, format: QrFormat, signal?: AbortSignal): Promise<Blob> {
  const headers: Record<string, string> = {};
  const dealerId = currentDealerId();
  if (dealerId !== undefined) headers['x-dealer-id'] = String(dealerId);
  const response = await fetch(`${API_BASE}${qrPath(source, format)}`, { credentials: 'include', headers, signal });
  if (!response.ok) throw toApiError(response.status, await response.json().catch(() => undefined));
  return response.blob();
}

/** The SVG code to show in a dialog, as text (drawn inline: no object URL to revoke). */
export function useQrSvg(source: QrSource, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: ['qr-svg', source],
      queryFn: async ({ signal }) => (await fetchQrFile(source, 'svg', signal)).text(),
      enabled,
      staleTime: Number.POSITIVE_INFINITY,
    }),
  );
}

/** Saves a QR code file under the server's name. */
export async function downloadQrFile(source: QrSource, format: QrFormat, name: string): Promise<void> {
  const blob = await fetchQrFile(source, format);
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = `${name}.${format}`;
  document.body.append(a);
  a.click();
  a.remove();
  // After the click has handed the file over.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
