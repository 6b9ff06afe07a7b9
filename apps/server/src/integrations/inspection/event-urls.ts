import { outsideUrl } from '../../lib/outside-url';
import type { InspectionCompletedEvent } from './port';

/** A completed event whose URLs may be stored: unsafe photos are left out, an unsafe report is null. */
export type CheckedCompletedEvent = Omit<InspectionCompletedEvent, 'report_url'> & { report_url: string | null };

/** Drops the event's URLs that are neither https nor http to the configured service (`serviceUrl`). */
export function withCheckedUrls(event: InspectionCompletedEvent, serviceUrl: string): CheckedCompletedEvent {
  const photos = event.photos.flatMap((p) => {
    const url = outsideUrl(p.url, serviceUrl);
    return url ? [{ ...p, url }] : [];
  });
  return { ...event, photos, report_url: outsideUrl(event.report_url, serviceUrl) };
}
