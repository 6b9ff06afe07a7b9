import { DEALER_SETTING } from '@dealer/domain';
import { z } from 'zod';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import type { CrmPort } from '../../integrations/crm/port';
import type { VautoPort } from '../../integrations/vauto/port';
import { addActivity, findAppraisal, updateAppraisal } from '../appraisals';
import { requireDealerContact } from '../dealers/dealers.service';
import { enqueueJob } from '../jobs';
import { dealerSetting } from '../settings/settings.service';
import { crmLead, vautoRequest } from './appraisal-integrations.service';

/** The job a new appraisal queues when dealer setting 40110 is on: its vAuto appraisal. */
export const VAUTO_APPRAISAL_JOB = 'vauto-appraisal';

const isOn = async (
  db: DbOrTx,
  dealerId: number,
  id: typeof DEALER_SETTING.AUTO_SEND_CRM | typeof DEALER_SETTING.AUTO_SEND_VAUTO,
) => (await dealerSetting(db, dealerId, id)) === 'true';

/**
 * What a new appraisal starts beyond itself, read from the dealer's settings inside the creating
 * transaction: 40109 queues the CRM lead (ADF e-mail to 40111) in the outbox with crmSentAt set;
 * 40110 queues the vAuto appraisal as a job. A CRM address missing or invalid leaves an activity
 * row saying so instead of failing the start. `also.crm` pushes the lead whatever 40109 says (a
 * campaign with appraisalsToCRM).
 */
export async function autoPushNewAppraisal(
  ctx: AppContext,
  tx: DbOrTx,
  crm: CrmPort,
  dealerId: number,
  appraisalId: number,
  also: { crm?: boolean } = {},
): Promise<void> {
  if (also.crm || (await isOn(tx, dealerId, DEALER_SETTING.AUTO_SEND_CRM))) {
    const row = await findAppraisal(tx, dealerId, appraisalId);
    const to = (await dealerSetting(tx, dealerId, DEALER_SETTING.CRM_EMAIL)).trim();
    if (row && to && z.email().safeParse(to).success) {
      const now = ctx.now();
      await crm.sendLead(tx, { dealerId, address: to }, crmLead(row, await requireDealerContact(tx, dealerId), now));
      await updateAppraisal(tx, appraisalId, { crmSentAt: now });
      await addActivity(tx, appraisalId, null, 'Sent to CRM', to);
    } else if (row) {
      await addActivity(
        tx,
        appraisalId,
        null,
        'Not sent to CRM',
        'The CRM lead e-mail in dealer settings is missing or not valid.',
      );
    }
  }
  if (await isOn(tx, dealerId, DEALER_SETTING.AUTO_SEND_VAUTO)) {
    await enqueueJob(tx, VAUTO_APPRAISAL_JOB, { dealerId, appraisalId });
  }
}

/**
 * Runs a queued VAUTO_APPRAISAL_JOB: vAuto is called outside any transaction; a record that got
 * its vAuto link meanwhile (a user pressed Create vAuto appraisal) is left alone. A vAuto failure
 * throws, so the job worker retries it.
 */
export function vautoAppraisalHandler(ctx: AppContext, vauto: VautoPort) {
  return async (payload: Record<string, unknown>) => {
    const dealerId = Number(payload.dealerId);
    const appraisalId = Number(payload.appraisalId);
    const row = await findAppraisal(ctx.db, dealerId, appraisalId);
    if (!row || row.vautoUrl || row.deletedAt) return;
    const created = await vauto.createAppraisal(await vautoRequest(ctx.db, dealerId, row));
    await ctx.db.transaction(async (tx) => {
      const locked = await findAppraisal(tx, dealerId, appraisalId, true);
      if (!locked || locked.vautoUrl) return;
      await updateAppraisal(tx, appraisalId, { vautoUrl: created.url });
      await addActivity(tx, appraisalId, null, 'vAuto appraisal created', created.url);
    });
  };
}
