import { type DeliveryOutcome, toE164 } from '@dealer/domain';
import type { DbOrTx } from '../../db/client';
import { NotFoundError } from '../../lib/errors';
import { APPRAISAL_NOT_FOUND } from '../appraisals/appraisal-detail.service';
import { findAppraisal } from '../appraisals/appraisal-record.repository';
import { consentHistory, isStopped } from './consent.repository';

/** GET /appraisals/{id}/sms-consent: may the dealer text the customer's phone, and its ledger. */
export async function appraisalSmsConsent(db: DbOrTx, dealer: { id: number }, id: number) {
  const record = await findAppraisal(db, dealer.id, id);
  if (!record) throw new NotFoundError(APPRAISAL_NOT_FOUND);
  const phone = toE164(record.phoneNumber);
  if (!phone) return { phone: null, stopped: false, history: [] };
  const history = await consentHistory(db, dealer.id, phone);
  const last = history.at(-1);
  return {
    phone,
    stopped: last?.change === 'stop',
    history: history.map((h) => ({ change: h.change, source: h.source, at: h.at.toISOString() })),
  };
}

/**
 * What becomes of a text to `phone` queued now for the dealer, as far as it is known at once (the
 * same checks the delivery makes first): not sent to a number a text cannot reach, nor to a
 * customer who answered STOP; otherwise queued.
 */
export async function textOutcome(db: DbOrTx, dealerId: number, phone: string): Promise<DeliveryOutcome> {
  const to = toE164(phone);
  if (!to) return 'undeliverable';
  return (await isStopped(db, dealerId, to)) ? 'opted_out' : 'queued';
}
