import {
  allowWriteAppraisal,
  canCreateVautoAppraisal,
  canGenerateOdometerStatement,
  canPushToCrm,
  DEALER_SETTING,
  formatThousands,
} from '@dealer/domain';
import { z } from 'zod';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import type { CrmLead, CrmPort } from '../../integrations/crm/port';
import { type FileStorage, newStorageKey, signedDownloadPath } from '../../integrations/storage';
import { type VautoAppraisalRequest, type VautoPort, VautoUnavailableError } from '../../integrations/vauto/port';
import { ForbiddenError, NotFoundError, ProviderError, RuleError } from '../../lib/errors';
import { postalAddress, streetLines } from '../../lib/postal-address';
import {
  type Actor,
  type AppraisalRecord,
  addActivity,
  findAppraisal,
  odometerOf,
  updateAppraisal,
  vehicleFacts,
} from '../appraisals';
import { requireDealerContact } from '../dealers/dealers.service';
import { dealerSetting } from '../settings/settings.service';
import { buildOdometerStatement } from './odometer-statement';

export interface IntegrationPorts {
  storage: FileStorage;
  crm: CrmPort;
  vauto: VautoPort;
}

export const INTEGRATION_MESSAGES = {
  crmSent: 'Already sent to CRM.',
  crmAddressMissing: 'Set the CRM lead e-mail in dealer settings first.',
  crmAddressInvalid: 'The CRM lead e-mail in dealer settings is not a valid e-mail address.',
  vautoExists: 'A vAuto appraisal already exists for this record.',
  vautoUnavailable: 'vAuto could not be reached. Please try again later.',
} as const;

async function scoped(ctx: AppContext, actor: Actor, id: number, lock = false, db = ctx.db) {
  const row = await findAppraisal(db, actor.dealer.id, id, lock);
  if (!row) throw new NotFoundError('Appraisal not found.');
  return row;
}

/** The odometer statement PDF of a record (also attached to the buy e-mail by the worksheet module). */
export async function odometerStatementPdf(db: DbOrTx, dealerId: number, row: AppraisalRecord, date: Date) {
  const dealer = await requireDealerContact(db, dealerId);
  return buildOdometerStatement({
    date,
    vehicle: {
      vin: row.vin,
      year: row.year,
      make: row.make,
      model: row.model,
      body: row.trim,
      mileage: odometerOf(row),
    },
    transferor: { name: [row.firstName, row.lastName].filter((n) => n?.trim()).join(' '), address: postalAddress(row) },
    transferee: { name: dealer.name, address: postalAddress(dealer) },
  });
}

/** POST /appraisals/{id}/odm-stmt: a real PDF, stored, answered as a signed link that expires. */
export async function generateOdometerStatement(ctx: AppContext, ports: IntegrationPorts, actor: Actor, id: number) {
  const row = await scoped(ctx, actor, id);
  if (!canGenerateOdometerStatement(actor.dealer.roles)) throw new ForbiddenError();
  const pdf = await odometerStatementPdf(ctx.db, actor.dealer.id, row, ctx.now());
  const mileage = odometerOf(row);
  const key = newStorageKey();
  await ports.storage.put(key, pdf);
  const miles = mileage === null ? 'mileage unknown' : `${formatThousands(mileage)} mi`;
  await addActivity(ctx.db, id, actor.userId, 'Odometer statement generated', miles);
  const name = `odometer-statement-${row.vin}.pdf`;
  return { url: signedDownloadPath(ctx, { key, type: 'application/pdf', name }) };
}

export function crmLead(
  row: AppraisalRecord,
  dealer: { name: string; phoneNumber: string | null },
  now: Date,
): CrmLead {
  return {
    id: String(row.id),
    requestDate: now,
    vehicle: {
      year: row.year,
      make: row.make,
      model: row.model,
      trim: row.trim,
      vin: row.vin,
      odometer: odometerOf(row),
    },
    customer: {
      firstName: row.firstName,
      lastName: row.lastName,
      email: row.email,
      phone: row.phoneNumber,
      address: { street: streetLines(row), city: row.city, state: row.state, zip: row.zip },
    },
    vendor: { name: dealer.name, phone: dealer.phoneNumber },
  };
}

/**
 * POST /appraisals/{id}/send-crm: the lead as ADF XML to the CRM address of dealer setting 40111,
 * queued with crmSentAt and the activity row in one transaction.
 */
export async function sendToCrm(ctx: AppContext, ports: IntegrationPorts, actor: Actor, id: number) {
  const sent = await ctx.db.transaction(async (tx) => {
    const row = await scoped(ctx, actor, id, true, tx);
    if (!allowWriteAppraisal(actor.dealer.roles)) throw new ForbiddenError();
    if (!canPushToCrm(actor.dealer.roles, row)) throw new RuleError(INTEGRATION_MESSAGES.crmSent, 'ALREADY_SENT');
    const to = (await dealerSetting(tx, actor.dealer.id, DEALER_SETTING.CRM_EMAIL)).trim();
    if (!to) throw new RuleError(INTEGRATION_MESSAGES.crmAddressMissing, 'CRM_NOT_CONFIGURED');
    if (!z.email().safeParse(to).success) {
      throw new RuleError(INTEGRATION_MESSAGES.crmAddressInvalid, 'CRM_NOT_CONFIGURED');
    }
    const now = ctx.now();
    const dealer = await requireDealerContact(tx, actor.dealer.id);
    await ports.crm.sendLead(tx, { dealerId: actor.dealer.id, address: to }, crmLead(row, dealer, now));
    await updateAppraisal(tx, id, { crmSentAt: now });
    await addActivity(tx, id, actor.userId, 'Sent to CRM', to);
    return now;
  });
  ctx.kickOutbox();
  return { crmSentAt: sent.toISOString() };
}

/** What vAuto is sent for a record: the vehicle, the customer, our id and the dealer's vAuto id (40112). */
export async function vautoRequest(db: DbOrTx, dealerId: number, row: AppraisalRecord): Promise<VautoAppraisalRequest> {
  const vautoDealerId = (await dealerSetting(db, dealerId, DEALER_SETTING.VAUTO_DEALER_ID)).trim();
  return {
    ...vehicleFacts(row),
    customer: { firstName: row.firstName, lastName: row.lastName, email: row.email, phone: row.phoneNumber },
    dealerRef: String(row.id),
    dealerId: vautoDealerId || null,
  };
}

/**
 * POST /appraisals/{id}/send-to-vauto. The provider is called outside any transaction (no row lock
 * held over the network); the row is then locked and checked again before vautoUrl is stored.
 */
export async function sendToVauto(ctx: AppContext, ports: IntegrationPorts, actor: Actor, id: number) {
  const row = await scoped(ctx, actor, id);
  if (!allowWriteAppraisal(actor.dealer.roles)) throw new ForbiddenError();
  if (!canCreateVautoAppraisal(actor.dealer.roles, row)) {
    throw new RuleError(INTEGRATION_MESSAGES.vautoExists, 'ALREADY_SENT');
  }
  let created: Awaited<ReturnType<VautoPort['createAppraisal']>>;
  try {
    created = await ports.vauto.createAppraisal(await vautoRequest(ctx.db, actor.dealer.id, row));
  } catch (err) {
    if (err instanceof VautoUnavailableError) throw new ProviderError(INTEGRATION_MESSAGES.vautoUnavailable);
    throw err;
  }
  return ctx.db.transaction(async (tx) => {
    const locked = await scoped(ctx, actor, id, true, tx);
    if (!canCreateVautoAppraisal(actor.dealer.roles, locked)) {
      throw new RuleError(INTEGRATION_MESSAGES.vautoExists, 'ALREADY_SENT');
    }
    await updateAppraisal(tx, id, { vautoUrl: created.url });
    await addActivity(tx, id, actor.userId, 'vAuto appraisal created', created.url);
    return { vautoUrl: created.url };
  });
}
