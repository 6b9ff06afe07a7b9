import {
  allowWriteAppraisal,
  type CustomerDelivery,
  canEditHeader,
  EMAIL_TEMPLATE_IDS,
  formatCurrency,
  formatThousands,
  type InspectionFacts,
  inspectionFindings,
  NOT_SENT_REASONS,
  type SendInspect,
} from '@dealer/domain';
import { z } from 'zod';
import type { AppContext } from '../../context';
import type { DbOrTx, Tx } from '../../db/client';
import { type CheckedCompletedEvent, withCheckedUrls } from '../../integrations/inspection/event-urls';
import {
  type InspectionCompletedEvent,
  type InspectionPort,
  InspectionUnavailableError,
  inspectionCompletedEvent,
} from '../../integrations/inspection/port';
import { verifyWebhookSignature } from '../../integrations/inspection/webhook-signature';
import {
  ForbiddenError,
  NotFoundError,
  ProviderError,
  RuleError,
  UnauthorizedError,
  ValidationError,
} from '../../lib/errors';
import {
  type Actor,
  type AppraisalRecord,
  addActivity,
  changeAppraisal,
  findAppraisal,
  updateAppraisal,
  withDerived,
} from '../appraisals';
import { ARCHIVED_MESSAGE, CLOSED_MESSAGE } from '../appraisals/appraisal-edits.service';
import { sendCustomerMessage } from '../customer-messages/customer-messages.service';
import { customerEmail } from '../email-templates';
import { raiseNotification } from '../notifications';
import { inspectionLinkSms } from './inspection-messages';
import {
  type ApiResultRow,
  completeInspectionSession,
  dealerName,
  findApiResult,
  insertApiResult,
  insertInspectionSession,
  lockSessionByKey,
} from './inspections.repository';

/** The channels of "Send inspection to my" (domain sendInspect) that send something. */
export const INSPECTION_SEND_TO = ['email', 'phone', 'email_phone'] as const satisfies readonly SendInspect[];
export type InspectionSendTo = (typeof INSPECTION_SEND_TO)[number];

export const INSPECTION_MESSAGES = {
  sendTo: 'Choose email, phone or email & phone.',
  noEmail: 'The customer has no e-mail address. Add one to the contact or send the link by text.',
  noPhone: 'The customer has no phone number. Add one to the contact or send the link by e-mail.',
  unavailable: 'The inspection service could not be reached. Please try again later.',
  badSignature: 'Invalid webhook signature.',
  sessionNotFound: 'Inspection session not found.',
  resultNotFound: 'Result not found.',
} as const;

/** The provider name of inspection condition reports in api_results. */
export const INSPECTION_PROVIDER = 'inspection';

const closedMessage = (row: AppraisalRecord) => (row.deletedAt ? ARCHIVED_MESSAGE : CLOSED_MESSAGE);
const vehicleOf = (row: AppraisalRecord) => [row.year, row.make, row.model].filter(Boolean).join(' ') || 'vehicle';

/** Who gets the link on each chosen channel; 422 naming what is missing. */
function recipients(row: AppraisalRecord, sendTo: InspectionSendTo) {
  const email = sendTo === 'phone' ? null : row.email?.trim() || null;
  const phone = sendTo === 'email' ? null : row.phoneNumber?.trim() || null;
  if (sendTo !== 'phone' && !email) throw new RuleError(INSPECTION_MESSAGES.noEmail, 'NO_RECIPIENT');
  if (sendTo !== 'email' && !phone) throw new RuleError(INSPECTION_MESSAGES.noPhone, 'NO_RECIPIENT');
  return { email, phone };
}

/** Who sends the link: the dealer, and the user (null when a customer started the appraisal). */
interface Sender {
  dealerId: number;
  userId: number | null;
}

/** Queues the link on each channel (outbox) and lists it on the appraisal's messages, in the change's transaction. */
async function queueLink(
  tx: Tx,
  sender: Sender,
  row: AppraisalRecord,
  sendTo: InspectionSendTo,
  session: { key: string; url: string },
) {
  const { email, phone } = recipients(row, sendTo);
  const input = {
    dealer: await dealerName(tx, sender.dealerId),
    firstName: row.firstName,
    vehicle: vehicleOf(row),
    url: session.url,
  };
  const delivery: CustomerDelivery[] = [];
  const queue = async (
    channel: 'email' | 'sms',
    recipient: string,
    subject: string | null,
    body: string,
    html: string | null = null,
  ) => {
    const status = await sendCustomerMessage(tx, {
      dealerId: sender.dealerId,
      appraisalId: row.id,
      userId: sender.userId,
      channel,
      recipient,
      subject,
      body,
      html,
      links: [session.url],
      idempotencyKey: `inspection-link:${session.key}:${channel}`,
    });
    delivery.push({ channel, to: recipient, status });
  };
  if (email) {
    const mail = await customerEmail(tx, sender.dealerId, EMAIL_TEMPLATE_IDS.inspectionLink, {
      row,
      values: { capture_link: session.url },
    });
    await queue('email', email, mail.subject, mail.text, mail.html);
  }
  if (phone) await queue('sms', phone, null, inspectionLinkSms(input).body);
  // The activity says what went out, and what did not (a customer who answered STOP).
  const details = delivery
    .map((d) => {
      const how = d.channel === 'email' ? `by e-mail to ${d.to}` : `by text to ${d.to}`;
      return d.status === 'queued' ? how : `not ${how}: ${NOT_SENT_REASONS[d.status]}`;
    })
    .join(' and ');
  return { details, delivery, sent: delivery.some((d) => d.status === 'queued') };
}

/** Opens a capture session with the provider for the appraisal; 502 when the provider fails. */
async function openSession(ctx: AppContext, port: InspectionPort, row: AppraisalRecord) {
  try {
    return await port.createSession({
      reference: String(row.id),
      vehicle: { vin: row.vin, year: row.year, make: row.make, model: row.model, trim: row.trim },
      customer: { firstName: row.firstName, lastName: row.lastName, email: row.email, phone: row.phoneNumber },
      webhookUrl: `${ctx.config.publicUrl}/api/webhooks/inspection`,
    });
  } catch (err) {
    if (err instanceof InspectionUnavailableError) throw new ProviderError(INSPECTION_MESSAGES.unavailable);
    throw err;
  }
}

/**
 * The inspection of a just-started appraisal (POST /appraisals/start, the customer form): a capture
 * session always, so whoever is at the car can open it; the link goes to the customer on the
 * channels of `sendTo` that the customer has (null: nobody is contacted). Answers the capture URL.
 */
export async function openStartInspection(
  ctx: AppContext,
  port: InspectionPort,
  sender: Sender,
  row: AppraisalRecord,
  sendTo: InspectionSendTo | null,
): Promise<string> {
  const session = await openSession(ctx, port, row);
  await ctx.db.transaction(async (tx: Tx) => {
    await insertInspectionSession(tx, {
      appraisalId: row.id,
      sessionKey: session.sessionKey,
      captureUrl: session.captureUrl,
      status: 'Started',
      createdBy: sender.userId,
      createdAt: ctx.now(),
    });
    const reachable = sendTo && reachableChannels(row, sendTo);
    const link = reachable
      ? await queueLink(tx, sender, row, reachable, { key: session.sessionKey, url: session.captureUrl })
      : null;
    const changes = { paveInspectSessionKey: session.sessionKey, paveInspectStatus: 'Started' };
    await updateAppraisal(tx, row.id, withDerived({ ...row, ...changes }, changes));
    const action = link?.sent ? 'Inspection link sent' : link ? 'Inspection link not sent' : 'Inspection opened';
    await addActivity(tx, row.id, sender.userId, action, link?.details ?? '');
  });
  ctx.kickOutbox();
  return session.captureUrl;
}

/** The channels of `sendTo` the customer can be reached on; null when none. */
function reachableChannels(row: AppraisalRecord, sendTo: InspectionSendTo): InspectionSendTo | null {
  const email = sendTo !== 'phone' && Boolean(row.email?.trim());
  const phone = sendTo !== 'email' && Boolean(row.phoneNumber?.trim());
  if (email && phone) return 'email_phone';
  if (email) return 'email';
  if (phone) return 'phone';
  return null;
}

/**
 * POST /appraisals/{id}/inspection-link {sendTo}: opens a capture session with the provider, then in
 * one transaction records it, marks the inspection Started (stage becomes "Awaiting inspection"
 * unless recon is already assessed), queues the link to the customer and writes the activity row.
 * The provider is called before the transaction, so no row lock is held over the network.
 */
export async function sendInspectionLink(
  ctx: AppContext,
  port: InspectionPort,
  actor: Actor,
  id: number,
  sendTo: InspectionSendTo,
) {
  const row = await findAppraisal(ctx.db, actor.dealer.id, id);
  if (!row) throw new NotFoundError('Appraisal not found.');
  if (!allowWriteAppraisal(actor.dealer.roles)) throw new ForbiddenError();
  if (!canEditHeader(actor.dealer.roles, row)) throw new RuleError(closedMessage(row), 'CLOSED');
  recipients(row, sendTo);

  const session = await openSession(ctx, port, row);

  let delivery: CustomerDelivery[] = [];
  await changeAppraisal(
    ctx,
    actor,
    id,
    canEditHeader,
    async (locked, tx) => {
      await insertInspectionSession(tx, {
        appraisalId: id,
        sessionKey: session.sessionKey,
        captureUrl: session.captureUrl,
        status: 'Started',
        createdBy: actor.userId,
        createdAt: ctx.now(),
      });
      const sender = { dealerId: actor.dealer.id, userId: actor.userId };
      const link = await queueLink(tx, sender, locked, sendTo, { key: session.sessionKey, url: session.captureUrl });
      delivery = link.delivery;
      return {
        changes: { paveInspectSessionKey: session.sessionKey, paveInspectStatus: 'Started' },
        action: link.sent ? 'Inspection link sent' : 'Inspection link not sent',
        details: link.details,
      };
    },
    closedMessage,
  );
  ctx.kickOutbox();
  // Each channel as it stands: a text to a customer who answered STOP is not sent (issue 38 point 11).
  return { sessionKey: session.sessionKey, captureUrl: session.captureUrl, delivery };
}

/** api_results.data of a condition report (the contract's shape). */
export function conditionReport(event: CheckedCompletedEvent) {
  return {
    sessionKey: event.session_key,
    grade: event.grade,
    runningStatus: event.grade,
    estimatedDamage: event.estimated_damage,
    inspectedMileage: event.odometer,
    answers: event.answers,
    photos: event.photos,
    reportUrl: event.report_url,
    completedAt: event.completed_at,
  };
}

function parseEvent(raw: Buffer): { ignored: true } | InspectionCompletedEvent {
  let json: unknown;
  try {
    json = JSON.parse(raw.toString('utf8'));
  } catch {
    throw new ValidationError('The body is not valid JSON.');
  }
  // Other events are acknowledged and left alone, so the provider does not retry them.
  const kind = z.object({ event: z.string() }).safeParse(json);
  if (kind.success && kind.data.event !== 'inspection.completed') return { ignored: true };
  const parsed = inspectionCompletedEvent.safeParse(json);
  if (!parsed.success) {
    const fields = Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.') || '_', i.message]));
    throw new ValidationError('The inspection event is not valid.', fields);
  }
  return parsed.data;
}

/**
 * POST /webhooks/inspection: the provider's signed `inspection.completed`. Verified over the raw
 * bytes, its URLs kept only when https (or http to the configured service), then in one transaction: the condition report stored, the appraisal's inspection fields
 * and stage updated, the session completed, the activity row written. A repeated delivery of a
 * completed session changes nothing.
 */
export async function receiveInspectionWebhook(ctx: AppContext, raw: Buffer, signature: string | undefined) {
  if (!verifyWebhookSignature(ctx.config.inspection.webhookSecret, raw, signature)) {
    throw new UnauthorizedError(INSPECTION_MESSAGES.badSignature, 'BAD_SIGNATURE');
  }
  const parsed = parseEvent(raw);
  if ('ignored' in parsed) return { received: true, duplicate: false };
  const event = withCheckedUrls(parsed, ctx.config.inspection.url);
  return ctx.db.transaction(async (tx) => {
    const found = await lockSessionByKey(tx, event.session_key);
    if (!found) throw new NotFoundError(INSPECTION_MESSAGES.sessionNotFound);
    if (found.session.status === 'Complete') return { received: true, duplicate: true };
    const row = await findAppraisal(tx, found.dealerId, found.session.appraisalId, true);
    if (!row) throw new NotFoundError(INSPECTION_MESSAGES.sessionNotFound);
    const completedAt = new Date(event.completed_at);
    const result = await insertApiResult(tx, {
      appraisalId: row.id,
      provider: INSPECTION_PROVIDER,
      externalId: event.session_key,
      data: conditionReport(event),
      createdAt: ctx.now(),
    });
    const changes = {
      paveInspectResultId: result.id,
      paveInspectStatus: 'Complete',
      runningStatus: event.grade,
      estimatedDamage: event.estimated_damage,
      inspectedMileage: event.odometer,
      inspectedAt: completedAt,
      thumb: event.photos[0]?.url ?? row.thumb,
    };
    await updateAppraisal(tx, row.id, withDerived({ ...row, ...changes }, changes));
    await completeInspectionSession(tx, found.session.id, completedAt);
    const details = `Grade ${event.grade.toFixed(1)}, ${formatThousands(event.odometer)} mi, estimated damage ${formatCurrency(event.estimated_damage)}`;
    await addActivity(tx, row.id, null, 'Inspection completed', details);
    await raiseNotification(ctx, tx, { name: 'inspection_completed', record: row, grade: event.grade });
    return { received: true, duplicate: false };
  });
}

async function scopedResult(ctx: AppContext, dealerId: number, id: number, resultId: number): Promise<ApiResultRow> {
  const row = await findAppraisal(ctx.db, dealerId, id);
  if (!row) throw new NotFoundError('Appraisal not found.');
  const result = await findApiResult(ctx.db, id, resultId);
  if (!result) throw new NotFoundError(INSPECTION_MESSAGES.resultNotFound);
  return result;
}

/** GET /appraisals/{id}/api-results/{resultId}: the provider's stored answer. */
export async function getApiResult(ctx: AppContext, dealerId: number, id: number, resultId: number) {
  const r = await scopedResult(ctx, dealerId, id, resultId);
  return {
    id: r.id,
    provider: r.provider,
    externalId: r.externalId,
    createdAt: r.createdAt.toISOString(),
    data: r.data,
  };
}

/**
 * What the record's latest inspection reported, for an offer's basis: its reading, its damage
 * estimate and its condition findings (from the stored report's answers); null before any came back.
 */
export async function inspectionFactsOf(
  db: DbOrTx,
  row: Pick<AppraisalRecord, 'id' | 'paveInspectResultId' | 'inspectedMileage' | 'estimatedDamage'>,
): Promise<InspectionFacts | null> {
  if (row.paveInspectResultId === null) return null;
  const result = await findApiResult(db, row.id, row.paveInspectResultId);
  return {
    resultId: row.paveInspectResultId,
    mileage: row.inspectedMileage,
    estimatedDamage: row.estimatedDamage,
    findings: inspectionFindings(result?.data.answers),
  };
}

const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** GET /appraisals/{id}/api-results/{resultId}/info: the summary the Inspection tab shows. */
export async function getApiResultInfo(ctx: AppContext, dealerId: number, id: number, resultId: number) {
  const r = await scopedResult(ctx, dealerId, id, resultId);
  const d = r.data;
  return {
    id: r.id,
    provider: r.provider,
    createdAt: r.createdAt.toISOString(),
    grade: num(d.grade),
    runningStatus: num(d.runningStatus),
    estimatedDamage: num(d.estimatedDamage),
    inspectedMileage: num(d.inspectedMileage),
    photoCount: Array.isArray(d.photos) ? d.photos.length : 0,
    reportUrl: typeof d.reportUrl === 'string' ? d.reportUrl : null,
  };
}
