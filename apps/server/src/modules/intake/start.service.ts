import { canStartAppraisal, DEALER_SETTING, type StartAppraisal, type StartResult } from '@dealer/domain';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { crmEmailClient } from '../../integrations/crm/email-client';
import type { InspectionPort } from '../../integrations/inspection/port';
import type { VinDecoder } from '../../integrations/vin-decoder/port';
import { ForbiddenError } from '../../lib/errors';
import { autoPushNewAppraisal } from '../appraisal-integrations/auto-push.service';
import { createAppraisal, findDealerBankByName } from '../appraisals';
import { campaignIntakeRules } from '../campaigns';
import { INSPECTION_SEND_TO, type InspectionSendTo, openStartInspection } from '../inspections/inspections.service';
import { raiseNotification } from '../notifications';
import { dealerNumberSetting } from '../settings/settings.service';
import { queueInitialValuations } from '../valuations';
import { appraisalValuesOfStart, contactsCustomer } from './intake-values';

export interface IntakePorts {
  decoder: () => Promise<VinDecoder>;
  inspection: InspectionPort;
}

/** Who starts it: a signed-in user of the dealer, or a customer on a public page (userId null). */
export interface Starter {
  dealerId: number;
  userId: number | null;
  /** The staff member the record is credited to (the signed-in user, a duid, an invite's sender). */
  originatorId: number | null;
  campaignId?: number | null;
}

/** What a start did beyond its answer: the job running its valuations, and its campaign's rules. */
export interface StartOutcome extends StartResult {
  valuationJobId: number;
  autoOffer: boolean;
}

/** The sendInspect choice as the channels to use; none (or nothing chosen) contacts nobody. */
function inspectionChannels(sendInspect: string | undefined): InspectionSendTo | null {
  return INSPECTION_SEND_TO.find((c) => c === sendInspect) ?? null;
}

/** The decoder's vehicle for the VIN, when it knows it; a decoder fault never stops a start. */
async function decodedVehicle(ports: IntakePorts, vin: string) {
  try {
    const [vehicle] = await (await ports.decoder()).decode(vin);
    return vehicle ?? null;
  } catch {
    return null;
  }
}

/**
 * Creates the appraisal (area, originator, owner status, bank block, customer, address; the
 * dealer's default pickup fee; the CRM lead and vAuto appraisal its settings ask for), opens its inspection and sends the link per sendInspect when the
 * customer is to be contacted, and runs the four valuations in the background. An inspection
 * provider that is down leaves inspectionUrl null rather than failing the start.
 */
export async function startAppraisalFor(
  ctx: AppContext,
  ports: IntakePorts,
  starter: Starter,
  input: StartAppraisal,
  log: { warn: (obj: object, msg: string) => void },
): Promise<StartOutcome> {
  const decoded = await decodedVehicle(ports, input.vin);
  const values = appraisalValuesOfStart(input, decoded);
  const { row, valuationJobId, campaign } = await ctx.db.transaction(async (tx: Tx) => {
    const campaign = await campaignIntakeRules(tx, starter.dealerId, starter.campaignId);
    const pickupFee = await dealerNumberSetting(tx, starter.dealerId, DEALER_SETTING.DEFAULT_PICKUP_FEE);
    const bank = values.financeBank ? await findDealerBankByName(tx, starter.dealerId, values.financeBank) : undefined;
    const created = await createAppraisal(
      tx,
      {
        ...values,
        dealerId: starter.dealerId,
        dealerBankId: bank?.id ?? null,
        originatorId: starter.originatorId,
        campaignId: starter.campaignId ?? null,
        pickupFee,
        createdAt: ctx.now(),
        updatedAt: ctx.now(),
      },
      starter.userId,
      [values.year, values.make, values.model, values.trim].filter(Boolean).join(' ') || values.vin,
    );
    // Queued with the record, so a crash after the answer cannot lose them.
    const valuationJobId = await queueInitialValuations(tx, starter.dealerId, created.id);
    // Dealer settings 40109 (CRM lead) and 40110 (vAuto appraisal), read as the record is made; a
    // campaign with appraisalsToCRM pushes its appraisals to the CRM too.
    await autoPushNewAppraisal(ctx, tx, crmEmailClient, starter.dealerId, created.id, { crm: campaign.pushToCrm });
    // No signed-in starter: a customer's own submission (a link, a campaign, the service page).
    if (starter.userId === null) {
      const source = input.service ? 'service' : starter.campaignId ? 'campaign' : 'link';
      await raiseNotification(ctx, tx, { name: 'new_submission', record: created, source });
    }
    return { row: created, valuationJobId, campaign };
  });
  ctx.kickJobs();
  ctx.kickOutbox();

  const sendTo = contactsCustomer(input) ? inspectionChannels(input.sendInspect) : null;
  let inspectionUrl: string | null = null;
  try {
    inspectionUrl = await openStartInspection(ctx, ports.inspection, starter, row, sendTo);
  } catch (err) {
    log.warn({ err, appraisalId: row.id }, 'inspection could not be opened for a new appraisal');
  }
  return { id: row.id, inspectionUrl, valuationJobId, autoOffer: campaign.autoOffer };
}

/** POST /appraisals/start by a signed-in user. */
export function startAppraisal(
  ctx: AppContext,
  ports: IntakePorts,
  actor: { dealer: { id: number; roles: Parameters<typeof canStartAppraisal>[0] }; userId: number },
  input: StartAppraisal,
  log: { warn: (obj: object, msg: string) => void },
) {
  if (!canStartAppraisal(actor.dealer.roles, input.service)) throw new ForbiddenError();
  const starter = { dealerId: actor.dealer.id, userId: actor.userId, originatorId: actor.userId };
  return startAppraisalFor(ctx, ports, starter, input, log).then(answerOf);
}

/** The start's answer (POST /appraisals/start and the public forms): id and inspection link. */
export const answerOf = ({ id, inspectionUrl }: StartOutcome): StartResult => ({ id, inspectionUrl });
