import { enqueueMessage } from '../../modules/outbox/outbox.service';
import { buildAdfLead, leadSubject } from './adf';
import type { CrmPort } from './port';

/**
 * The CRM client most dealers use: the ADF lead e-mailed to the CRM's lead address, the XML as the
 * plain-text body (what CRM mail parsers read). Queued in the outbox inside the caller's transaction.
 */
export const crmEmailClient: CrmPort = {
  name: 'adf-email',
  async sendLead(db, target, lead) {
    await enqueueMessage(db, {
      dealerId: target.dealerId,
      channel: 'email',
      recipient: target.address,
      subject: leadSubject(lead),
      body: buildAdfLead(lead),
      idempotencyKey: `crm-lead:${lead.id}`,
    });
  },
};
