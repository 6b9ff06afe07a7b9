import {
  type AffiliateAssign,
  APPRAISAL_ACTION_MESSAGES,
  type AppraisalEmail,
  type AssignUsers,
  type Contact,
  canEditHeader,
  canFetchFirstUser,
  contactChanged,
  type DealTypeChange,
  type FinanceBankChange,
  isOwnerStatusId,
  isSellStrategyId,
  OWNER_STATUS_LABELS,
  type OwnerStatusChange,
  SELL_STRATEGY_LABELS,
  type SellStrategyChange,
} from '@dealer/domain';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { ForbiddenError, NotFoundError, ValidationError } from '../../lib/errors';
import { raiseNotification } from '../notifications';
import { APPRAISAL_NOT_FOUND, appraisalDetail } from './appraisal-detail.service';
import {
  type Actor,
  type AppraisalChange,
  ARCHIVED_MESSAGE,
  CLOSED_MESSAGE,
  changeAppraisal,
} from './appraisal-edits.service';
import {
  activeMembers,
  assignedUsers,
  findDealerAffiliate,
  findDealerBank,
  findDealerBankByName,
  findDealType,
  findUser,
  replaceAssignedUsers,
  type StaffRef,
} from './appraisal-header.repository';
import { type AppraisalChanges, type AppraisalRecord, addActivity, findAppraisal } from './appraisal-record.repository';

/** Why a header control is refused: archived records say so, others are closed by their status. */
export const headerRefusal = (row: AppraisalRecord) => (row.deletedAt ? ARCHIVED_MESSAGE : CLOSED_MESSAGE);

/**
 * Every header edit: 404 for another dealer's record, 403 without allowWriteAppraisal, 422 when
 * the record is closed or archived (domain canEditHeader); answers the updated detail.
 */
async function editHeader(
  ctx: AppContext,
  actor: Actor,
  id: number,
  apply: (row: AppraisalRecord, tx: Tx) => AppraisalChange | null | Promise<AppraisalChange | null>,
) {
  await changeAppraisal(ctx, actor, id, canEditHeader, apply, headerRefusal);
  return appraisalDetail(ctx, actor.dealer, id);
}

const blank = (v: string | null | undefined) => v?.trim() || null;
const shown = (v: string | number | null | undefined) => (v === null || v === undefined || v === '' ? '(none)' : v);
const fromTo = (label: string, before: string | number | null | undefined, after: string | number | null) =>
  `${label}: ${shown(before)} → ${shown(after)}`;

const CONTACT_LABELS: Record<keyof Contact, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'E-mail',
  phoneNumber: 'Phone',
  vendorName: 'Vendor',
};

/** POST .../contact: fields left out of the body stay as they are; nothing changed writes nothing. */
export function editContact(ctx: AppContext, actor: Actor, id: number, input: Partial<Contact>) {
  return editHeader(ctx, actor, id, (row) => {
    const before: Contact = {
      firstName: blank(row.firstName),
      lastName: blank(row.lastName),
      email: blank(row.email),
      phoneNumber: blank(row.phoneNumber),
      vendorName: blank(row.vendorName),
    };
    const after: Contact = { ...before };
    for (const key of Object.keys(CONTACT_LABELS) as (keyof Contact)[]) {
      if (input[key] !== undefined) after[key] = input[key];
    }
    if (!contactChanged(before, after)) return null;
    const changed = (Object.keys(CONTACT_LABELS) as (keyof Contact)[]).filter((k) => before[k] !== after[k]);
    return {
      changes: Object.fromEntries(changed.map((k) => [k, after[k]])) as AppraisalChanges,
      action: 'Contact updated',
      details: changed.map((k) => fromTo(CONTACT_LABELS[k], row[k], after[k])).join('; '),
    };
  });
}

/** POST .../email {email}. */
export function editEmail(ctx: AppContext, actor: Actor, id: number, input: AppraisalEmail) {
  return editHeader(ctx, actor, id, (row) =>
    blank(row.email) === input.email
      ? null
      : {
          changes: { email: input.email },
          action: 'E-mail updated',
          details: fromTo('E-mail', row.email, input.email),
        },
  );
}

/** POST .../deal_type {dealTypeId}: one of the purchase types, or null. */
export function editDealType(ctx: AppContext, actor: Actor, id: number, input: DealTypeChange) {
  return editHeader(ctx, actor, id, async (row, tx) => {
    if (row.dealTypeId === input.dealTypeId) return null;
    const type = input.dealTypeId === null ? null : await findDealType(tx, input.dealTypeId);
    if (input.dealTypeId !== null && !type) {
      throw new ValidationError(APPRAISAL_ACTION_MESSAGES.dealType, { dealTypeId: APPRAISAL_ACTION_MESSAGES.dealType });
    }
    return {
      changes: { dealTypeId: input.dealTypeId },
      action: 'Purchase type updated',
      details: type?.name ?? 'cleared',
    };
  });
}

/** POST .../affiliate {affiliateId}: one of the dealer's affiliates, or null to remove it. */
export function editAffiliate(ctx: AppContext, actor: Actor, id: number, input: AffiliateAssign) {
  return editHeader(ctx, actor, id, async (row, tx) => {
    if (row.affiliateId === input.affiliateId) return null;
    const affiliate =
      input.affiliateId === null ? null : await findDealerAffiliate(tx, actor.dealer.id, input.affiliateId);
    if (input.affiliateId !== null && !affiliate) {
      throw new ValidationError(APPRAISAL_ACTION_MESSAGES.affiliate, {
        affiliateId: APPRAISAL_ACTION_MESSAGES.affiliate,
      });
    }
    return {
      changes: { affiliateId: input.affiliateId },
      action: 'Affiliate updated',
      details: affiliate?.name ?? 'removed',
    };
  });
}

/**
 * POST .../finance_bank. A dealer bank chosen by id must be the dealer's (its name fills a blank
 * finance bank); otherwise the finance bank name is linked to the dealer bank of the same name,
 * ignoring case, or to none (the header then shows it in red). Fields left out stay as they are.
 */
export function editFinanceBank(ctx: AppContext, actor: Actor, id: number, input: Partial<FinanceBankChange>) {
  return editHeader(ctx, actor, id, async (row, tx) => {
    let financeBank = input.financeBank === undefined ? row.financeBank : input.financeBank;
    let dealerBankId = row.dealerBankId;
    if (input.dealerBankId !== undefined && input.dealerBankId !== null) {
      const bank = await findDealerBank(tx, actor.dealer.id, input.dealerBankId);
      if (!bank)
        throw new ValidationError(APPRAISAL_ACTION_MESSAGES.bank, { dealerBankId: APPRAISAL_ACTION_MESSAGES.bank });
      dealerBankId = bank.id;
      financeBank = financeBank ?? bank.name;
    } else if (input.financeBank !== undefined || input.dealerBankId === null) {
      dealerBankId = financeBank ? ((await findDealerBankByName(tx, actor.dealer.id, financeBank))?.id ?? null) : null;
    }
    const next = {
      financeBank,
      dealerBankId,
      financeBankNum: input.financeBankNum === undefined ? row.financeBankNum : input.financeBankNum,
      maturityDate: input.maturityDate === undefined ? row.maturityDate : input.maturityDate,
    };
    const details = [
      next.financeBank !== row.financeBank && fromTo('Bank', row.financeBank, next.financeBank),
      next.financeBankNum !== row.financeBankNum && fromTo('Number', row.financeBankNum, next.financeBankNum),
      next.maturityDate !== row.maturityDate && fromTo('Maturity', row.maturityDate, next.maturityDate),
    ].filter((d): d is string => typeof d === 'string');
    if (details.length === 0 && next.dealerBankId === row.dealerBankId) return null;
    return { changes: next, action: 'Finance bank updated', details: details.join('; ') || 'Linked to dealer bank' };
  });
}

/** POST .../sell_strat: changeAppraisal recomputes the expected profit for the new strategy. */
export function editSellStrategy(ctx: AppContext, actor: Actor, id: number, input: SellStrategyChange) {
  return editHeader(ctx, actor, id, (row) => {
    const next = input.sellStrategyStatusId;
    if (row.sellStrategyStatusId === next) return null;
    return {
      changes: { sellStrategyStatusId: next },
      action: 'Sell strategy updated',
      details: isSellStrategyId(next) ? SELL_STRATEGY_LABELS[next] : 'cleared',
    };
  });
}

/** POST .../owner-status {ownerStatusId}. */
export function editOwnerStatus(ctx: AppContext, actor: Actor, id: number, input: OwnerStatusChange) {
  return editHeader(ctx, actor, id, (row) => {
    const next = input.ownerStatusId;
    if (row.ownerStatusId === next) return null;
    return {
      changes: { ownerStatusId: next },
      action: 'Owner status updated',
      details: isOwnerStatusId(next) ? OWNER_STATUS_LABELS[next] : 'cleared',
    };
  });
}

const fullName = (u: StaffRef) => `${u.firstName} ${u.lastName}`.trim();

/** PUT .../users {userIds}: every user must be an active member of the dealer; the set is replaced. */
export function assignUsers(ctx: AppContext, actor: Actor, id: number, input: AssignUsers) {
  return editHeader(ctx, actor, id, async (_row, tx) => {
    const wanted = [...new Set(input.userIds)];
    const members = await activeMembers(tx, actor.dealer.id, wanted);
    if (members.length !== wanted.length) {
      throw new ValidationError(APPRAISAL_ACTION_MESSAGES.users, { userIds: APPRAISAL_ACTION_MESSAGES.users });
    }
    const current = (await assignedUsers(tx, id)).map((u) => u.id);
    if (current.length === wanted.length && wanted.every((u) => current.includes(u))) return null;
    await replaceAssignedUsers(tx, id, wanted, ctx.now());
    const added = wanted.filter((u) => !current.includes(u));
    await raiseNotification(ctx, tx, { name: 'record_assigned', record: _row, userIds: added, actorId: actor.userId });
    const names = wanted.map((u) => fullName(members.find((m) => m.id === u)!));
    return { changes: {}, action: 'Assigned users updated', details: names.join(', ') || 'none' };
  });
}

const initials = (u: StaffRef) => `${u.firstName.charAt(0)}${u.lastName.charAt(0)}`.toUpperCase();
const userRef = (u: StaffRef) => ({ id: u.id, firstName: u.firstName, lastName: u.lastName, initials: initials(u) });

/**
 * POST .../first_user, made by the detail page on opening a record for the roles that may write
 * appraisals and service techs (part 1 section 6, domain canFetchFirstUser; 403 for others): it
 * answers the first user assigned. With nobody assigned, the caller becomes the first assigned user
 * (the activity records it), unless the record is archived; a closed record is still somebody's.
 */
export function firstUser(ctx: AppContext, actor: Actor, id: number) {
  return ctx.db.transaction(async (tx: Tx) => {
    const row = await findAppraisal(tx, actor.dealer.id, id, true);
    if (!row) throw new NotFoundError(APPRAISAL_NOT_FOUND);
    if (!canFetchFirstUser(actor.dealer.roles)) throw new ForbiddenError();
    const [first] = await assignedUsers(tx, id);
    if (first) return { user: userRef(first) };
    if (row.deletedAt) return { user: null };
    const me = await findUser(tx, actor.userId);
    if (!me) return { user: null };
    await replaceAssignedUsers(tx, id, [me.id], ctx.now());
    await addActivity(tx, id, actor.userId, 'Assigned users updated', fullName(me));
    return { user: userRef(me) };
  });
}
