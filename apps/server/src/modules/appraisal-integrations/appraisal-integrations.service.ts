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
import type { CrmLead, CrmPort } from '../../integrations/crm/port';
import { type FileStorage, newStorageKey, signedDownloadPath } from '../../integrations/storage';
import { type VautoPort, VautoUnavailableError } from '../../integrations/vauto/port';
import { ForbiddenError, NotFoundError, ProviderError, RuleError } from '../../lib/errors';
import { type Actor, type AppraisalRecord, addActivity, findAppraisal, updateAppraisal } from '../appraisals';
import { dealerSetting } from '../settings/settings.service';
import { dealerParty } from './appraisal-integrations.repository';
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

const joined = (parts: (string | null | undefined)[], sep = ', ') =>
  parts.filter((p): p is string => !!p?.trim()).join(sep);
const address = (p: {
  address1: string | null;
  address2: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
}) => joined([p.address1, p.address2, p.city, joined([p.state, p.zip], ' ')]);
/** The odometer reading documents and providers get: the inspected one when the vehicle was inspected. */
const odometerOf = (row: AppraisalRecord) => row.inspectedMileage ?? row.mileage;

async function scoped(ctx: AppContext, actor: Actor, id: number, lock = false, db = ctx.db) {
  const row = await findAppraisal(db, actor.dealer.id, id, lock);
  if (!row) throw new NotFoundError('Appraisal not found.');
  return row;
}

async function dealerOf(ctx: AppContext, dealerId: number, db = ctx.db) {
  const dealer = await dealerParty(db, dealerId);
  if (!dealer) throw new NotFoundError('Dealer not found.');
  return dealer;
}

/** POST /appraisals/{id}/odm-stmt: a real PDF, stored, answered as a signed link that expires. */
export async function generateOdometerStatement(ctx: AppContext, ports: IntegrationPorts, actor: Actor, id: number) {
  const row = await scoped(ctx, actor, id);
  if (!canGenerateOdometerStatement(actor.dealer.roles)) throw new ForbiddenError();
  const dealer = await dealerOf(ctx, actor.dealer.id);
  const mileage = odometerOf(row);
  const pdf = await buildOdometerStatement({
    date: ctx.now(),
    vehicle: { vin: row.vin, year: row.year, make: row.make, model: row.model, body: row.trim, mileage },
    transferor: { name: joined([row.firstName, row.lastName], ' '), address: address(row) },
    transferee: { name: dealer.name, address: address(dealer) },
  });
  const key = newStorageKey();
  await ports.storage.put(key, pdf);
  const miles = mileage === null ? 'mileage unknown' : `${formatThousands(mileage)} mi`;
  await addActivity(ctx.db, id, actor.userId, 'Odometer statement generated', miles);
  const name = `odometer-statement-${row.vin}.pdf`;
  return { url: signedDownloadPath(ctx, { key, type: 'application/pdf', name }) };
}

function crmLead(row: AppraisalRecord, dealer: { name: string; phoneNumber: string | null }, now: Date): CrmLead {
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
      address: { street: joined([row.address1, row.address2]) || null, city: row.city, state: row.state, zip: row.zip },
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
    const dealer = await dealerOf(ctx, actor.dealer.id, tx);
    await ports.crm.sendLead(tx, { dealerId: actor.dealer.id, address: to }, crmLead(row, dealer, now));
    await updateAppraisal(tx, id, { crmSentAt: now });
    await addActivity(tx, id, actor.userId, 'Sent to CRM', to);
    return now;
  });
  ctx.kickOutbox();
  return { crmSentAt: sent.toISOString() };
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
    created = await ports.vauto.createAppraisal({
      vin: row.vin,
      year: row.year,
      make: row.make,
      model: row.model,
      trim: row.trim,
      mileage: odometerOf(row),
      customer: { firstName: row.firstName, lastName: row.lastName, email: row.email, phone: row.phoneNumber },
      dealerRef: String(row.id),
    });
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
