import { DEFAULT_NOTIFICATION_CHANNELS, isSummaryNotification, maskOfferLinks, notificationInfo } from '@dealer/domain';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { dealerContact } from '../dealers/dealers.service';
import { enqueueMessage } from '../outbox/outbox.service';
import { emailText, eventWording, type NotificationEvent, smsText, type Wording } from './notification-messages';
import { findRecipients, insertLogRows, type LogRow, type Recipient, settingsOf } from './notifications.repository';

export interface Channels {
  email: boolean;
  sms: boolean;
  web: boolean;
}

/** What one user receives of one notification: their switches, less what they cannot receive. */
export function channelsFor(
  notification: string,
  setting: { optout: boolean; sms: boolean; web: boolean } | undefined,
  user: Recipient,
): Channels {
  const s = setting ?? DEFAULT_NOTIFICATION_CHANNELS;
  const summary = isSummaryNotification(notification);
  return {
    email: !s.optout && Boolean(user.email),
    sms: !summary && s.sms && Boolean(user.phoneNumber?.trim()),
    web: !summary && s.web,
  };
}

/**
 * A customer's offer link never reaches staff whole through a notification (issue 35): it opens
 * the offer's figures, a notification reaches roles that may not read them, and the record's own
 * link serves every reader. Screened once here for the log, the live stream, e-mail and text.
 */
const withoutOfferLinks = (w: Wording): Wording => ({
  message: maskOfferLinks(w.message),
  subject: maskOfferLinks(w.subject),
  body: maskOfferLinks(w.body),
});

interface Delivery {
  notification: string;
  dealerId: number;
  appraisalId: number | null;
  recipients: Recipient[];
  wording: (dealerName: string) => Wording;
  /** Overrides the stored switches (the test notification). */
  channels?: (user: Recipient) => Channels;
}

/**
 * Records and sends one notification to each recipient on the channels they have on, in the
 * caller's transaction: the e-mail and text through the outbox, the in-app row in the log (whose
 * commit wakes every instance's live streams). Nothing of it exists if the transaction rolls back.
 */
export async function deliver(ctx: AppContext, tx: DbOrTx, d: Delivery): Promise<LogRow[]> {
  if (d.recipients.length === 0) return [];
  const dealer = await dealerContact(tx, d.dealerId);
  const dealerName = dealer?.name ?? '';
  const path = d.appraisalId !== null && dealer ? `/${dealer.slug}/appraisals/${d.appraisalId}` : null;
  const link = path ? `${ctx.config.publicUrl}${path}` : null;
  const wording = withoutOfferLinks(d.wording(dealerName));
  const stored = new Map(
    (
      await settingsOf(
        tx,
        d.recipients.map((u) => u.id),
        d.dealerId,
        d.notification,
      )
    ).map((s) => [s.userId, s]),
  );
  const rows = [];
  for (const user of d.recipients) {
    const on = d.channels ? d.channels(user) : channelsFor(d.notification, stored.get(user.id), user);
    if (!on.email && !on.sms && !on.web) continue;
    if (on.email) {
      await enqueueMessage(tx, {
        dealerId: d.dealerId,
        channel: 'email',
        recipient: user.email,
        subject: wording.subject,
        body: emailText(wording, link),
        links: link ? [link] : [],
      });
    }
    if (on.sms && user.phoneNumber) {
      await enqueueMessage(tx, {
        dealerId: d.dealerId,
        channel: 'sms',
        recipient: user.phoneNumber,
        body: smsText(wording, dealerName, link),
        links: link ? [link] : [],
      });
    }
    rows.push({
      userId: user.id,
      dealerId: d.dealerId,
      notification: d.notification,
      appraisalId: d.appraisalId,
      message: wording.message,
      link: path,
      ...on,
      createdAt: ctx.now(),
    });
  }
  return insertLogRows(tx, rows);
}

/**
 * Raises one of the catalogue's events in the transaction of the change that causes it (call it
 * right where that change is written). Its audience (domain NOTIFICATIONS) minus the user who
 * acted hears of it on the channels each has on. Answers how many users were notified.
 */
export async function raiseNotification(ctx: AppContext, tx: DbOrTx, event: NotificationEvent): Promise<number> {
  const r = event.record;
  const actorId = 'actorId' in event ? event.actorId : null;
  const recipients = (
    await findRecipients(tx, notificationInfo(event.name).audience, {
      dealerId: r.dealerId,
      appraisalId: r.id,
      originatorId: r.originatorId,
      offeredBy: r.offeredBy ?? null,
      newlyAssigned: event.name === 'record_assigned' ? event.userIds : [],
    })
  ).filter((u) => u.id !== actorId);
  const rows = await deliver(ctx, tx, {
    notification: event.name,
    dealerId: r.dealerId,
    appraisalId: r.id,
    recipients,
    wording: (dealerName) => eventWording(event, dealerName),
  });
  return rows.length;
}
