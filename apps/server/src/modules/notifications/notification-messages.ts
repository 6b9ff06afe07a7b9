import { formatDate, type NotificationName } from '@dealer/domain';

/**
 * The wording of every staff notification: one sentence for the app (the log, the toast), an
 * e-mail (subject and plain text with the record's link) and a text. The spec gives no texts;
 * these are ours. Customer e-mails are elsewhere (dealer templates); these go to staff only.
 */
export interface NotifiedRecord {
  id: number;
  dealerId: number;
  vin: string;
  year: number | null;
  make: string | null;
  model: string | null;
  trim: string | null;
  firstName: string | null;
  lastName: string | null;
  originatorId: number | null;
  offeredBy?: number | null;
  maturityDate?: string | null;
}

export type NotificationEvent =
  | { name: 'new_submission'; record: NotifiedRecord; source: 'link' | 'campaign' | 'service' }
  | { name: 'inspection_completed'; record: NotifiedRecord; grade: number }
  | { name: 'offer_accepted' | 'offer_declined'; record: NotifiedRecord; offerText: string; actorId: number | null }
  | { name: 'record_assigned'; record: NotifiedRecord; userIds: number[]; actorId: number }
  | { name: 'record_transferred'; record: NotifiedRecord; fromDealer: string; actorId: number }
  | { name: 'lease_maturing'; record: NotifiedRecord }
  | { name: 'offer_expired' | 'offer_renewal_requested'; record: NotifiedRecord; offerText: string };

export interface Wording {
  message: string;
  subject: string;
  /** The e-mail's text before the link line. */
  body: string;
}

export function vehicleOf(r: NotifiedRecord): string {
  return [r.year, r.make, r.model, r.trim].filter((p) => p !== null && String(p).trim()).join(' ') || `VIN ${r.vin}`;
}

export function customerOf(r: NotifiedRecord): string {
  return [r.firstName, r.lastName].filter((n) => n?.trim()).join(' ') || 'The customer';
}

const SOURCES = { link: 'through a shared link', campaign: 'through a campaign', service: 'on the service page' };

export function eventWording(event: NotificationEvent, dealerName: string): Wording {
  const vehicle = vehicleOf(event.record);
  const customer = customerOf(event.record);
  const plain = (message: string, subject: string): Wording => ({ message, subject, body: message });
  switch (event.name) {
    case 'new_submission':
      return plain(
        `New submission: ${customer} submitted a ${vehicle} ${SOURCES[event.source]}.`,
        `New submission: ${vehicle}`,
      );
    case 'inspection_completed':
      return plain(
        `Inspection completed on the ${vehicle} (${customer}): grade ${event.grade.toFixed(1)}.`,
        `Inspection completed: ${vehicle}`,
      );
    case 'offer_accepted':
    case 'offer_declined': {
      const verb = event.name === 'offer_accepted' ? 'accepted' : 'declined';
      return plain(
        `${customer} ${verb} your offer of ${event.offerText} on the ${vehicle}.`,
        `${customer} ${verb} your offer on ${vehicle}`,
      );
    }
    case 'record_assigned':
      return plain(`You were assigned the ${vehicle} (${customer}).`, `Assigned to you: ${vehicle}`);
    case 'record_transferred':
      return plain(
        `${event.fromDealer} transferred the ${vehicle} (${customer}) to ${dealerName}.`,
        `Transferred to ${dealerName}: ${vehicle}`,
      );
    case 'offer_expired':
      return plain(
        `Your offer of ${event.offerText} on the ${vehicle} (${customer}) expired without an answer.`,
        `Offer expired: ${vehicle}`,
      );
    case 'offer_renewal_requested':
      return plain(
        `${customer} asked for a new offer on the ${vehicle}: the offer of ${event.offerText} expired.`,
        `New offer requested: ${vehicle}`,
      );
    case 'lease_maturing': {
      const when = event.record.maturityDate ? formatDate(event.record.maturityDate) : 'soon';
      return plain(`The lease on the ${vehicle} (${customer}) matures ${when}.`, `Lease maturing ${when}: ${vehicle}`);
    }
  }
}

export function emailText(w: Wording, link: string | null): string {
  return link ? `${w.body}\n\nOpen the appraisal: ${link}` : w.body;
}

export function smsText(w: Wording, dealerName: string, link: string | null): string {
  return `${dealerName}: ${w.message}${link ? ` ${link}` : ''}`;
}

export const TEST_WORDING: Wording = {
  message: 'This is a test notification. Your notifications reach you here.',
  subject: 'Test notification',
  body: 'This is a test notification from Dealer Admin. Your e-mail notifications reach you here.',
};

export interface DailySummaryFigures {
  newRecords: number;
  awaitingInspection: number;
  offersOut: number;
  leasesMaturing: number;
}

/** The daily summary e-mail (a summary is e-mail only). */
export function dailySummaryWording(dealerName: string, day: Date, f: DailySummaryFigures): Wording {
  const lines = [
    `New records in the last 24 hours: ${f.newRecords}`,
    `Awaiting inspection: ${f.awaitingInspection}`,
    `Offers out without an answer: ${f.offersOut}`,
    `Leases maturing within 72 hours: ${f.leasesMaturing}`,
  ];
  return {
    message: `Daily summary of ${dealerName} for ${formatDate(day)}.`,
    subject: `${dealerName}: daily summary for ${formatDate(day)}`,
    body: [`Open work at ${dealerName} on ${formatDate(day)}:`, '', ...lines].join('\n'),
  };
}

export type { NotificationName };
