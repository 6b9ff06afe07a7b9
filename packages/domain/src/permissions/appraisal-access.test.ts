import { describe, expect, it } from 'vitest';
import {
  canArchive,
  canBuy,
  canCreateVautoAppraisal,
  canEditContact,
  canEditHeader,
  canFetchFirstUser,
  canFilterTransfers,
  canGenerateOdometerStatement,
  canGround,
  canHandleBids,
  canMakeOffer,
  canMoveArea,
  canPushToCrm,
  canReject,
  canReopen,
  canRerunValuation,
  canSeeWorksheet,
  canSetBuying,
  canTransfer,
  canUnarchive,
  canUndoBuying,
  canUndoStatus,
  canUploadMailingList,
  canWriteWorksheet,
} from './appraisal-access';

const writer = ['APPRAISER', 'DEALER'];
const reader = ['SALES', 'DEALER'];

describe('worksheet editability (part 2 section 4)', () => {
  it('"editable only when appraisalStatusId is 1 or 2 and the user may write appraisals"', () => {
    expect(canWriteWorksheet(writer, { appraisalStatusId: 1 })).toBe(true);
    expect(canWriteWorksheet(writer, { appraisalStatusId: 2 })).toBe(true);
    expect(canWriteWorksheet(reader, { appraisalStatusId: 1 })).toBe(false);
  });
  it('open records (no status) are editable too: the reading that keeps the product usable', () => {
    expect(canWriteWorksheet(writer, { appraisalStatusId: null })).toBe(true);
    expect(canWriteWorksheet(writer, {})).toBe(true);
  });
  it('every other status closes the worksheet; archived records are read-only', () => {
    for (const s of [3, 200, 220, 230, 400]) expect(canWriteWorksheet(writer, { appraisalStatusId: s })).toBe(false);
    expect(canWriteWorksheet(writer, { deletedAt: '2024-01-01' })).toBe(false);
  });
  it('accepts roles as a JSON string', () => {
    expect(canWriteWorksheet('[{"name":"DEALER_ADMIN"}]', {})).toBe(true);
  });
});

describe('valuation rerun: a worksheet write (part 2 section 2.5 valuation panels)', () => {
  it('needs allowReadVals, allowWriteAppraisal and an editable worksheet', () => {
    expect(canRerunValuation(writer, {})).toBe(true);
    expect(canRerunValuation(writer, { appraisalStatusId: 1 })).toBe(true);
    // Finance managers read valuations but do not write appraisals.
    expect(canRerunValuation(['FINANCE_MANAGER', 'DEALER'], {})).toBe(false);
    // Service managers write appraisals but do not see the panels.
    expect(canRerunValuation(['SERVICE_MANAGER', 'DEALER'], {})).toBe(false);
    expect(canRerunValuation(writer, { appraisalStatusId: 3 })).toBe(false);
    expect(canRerunValuation(writer, { deletedAt: '2024-01-01' })).toBe(false);
  });
});

describe('header and actions (part 2 sections 2.5, 4, 6)', () => {
  it('"When a status is set the record is closed: header controls and the bidders box are disabled"', () => {
    expect(canEditHeader(writer, {})).toBe(true);
    expect(canEditHeader(writer, { appraisalStatusId: 1 })).toBe(false);
    expect(canEditHeader(reader, {})).toBe(false);
    expect(canEditContact(writer, {})).toBe(true);
  });
  it('"Only admin or acquisition manager handle bids"', () => {
    expect(canHandleBids(['ACQ_MANAGER'])).toBe(true);
    expect(canHandleBids(['DEALER_ADMIN'], {})).toBe(true);
    expect(canHandleBids(['APPRAISER'])).toBe(false);
    expect(canHandleBids(['ACQ_MANAGER'], { appraisalStatusId: 2 })).toBe(false);
    expect(canHandleBids(['ACQ_MANAGER'], { deletedAt: new Date() })).toBe(false);
  });
  it('"Reject shows only when there is no status and the type is 1"', () => {
    expect(canReject({ appraisalTypeId: 1 })).toBe(true);
    expect(canReject({ appraisalTypeId: 1, appraisalStatusId: null })).toBe(true);
    expect(canReject({ appraisalTypeId: 2 })).toBe(false);
    expect(canReject({ appraisalTypeId: 1, appraisalStatusId: 1 })).toBe(false);
    expect(canReject({ appraisalTypeId: 1, deletedAt: '2024-01-01' })).toBe(false);
  });
  it('"Reopen (status set)" and undo status need a status and allowWriteAppraisal', () => {
    expect(canReopen(writer, { appraisalStatusId: 3 })).toBe(true);
    expect(canReopen(writer, {})).toBe(false);
    expect(canReopen(reader, { appraisalStatusId: 3 })).toBe(false);
    expect(canUndoStatus(writer, { appraisalStatusId: 200 })).toBe(true);
    expect(canUndoStatus(writer, {})).toBe(false);
  });
  it('archive / un-archive', () => {
    expect(canArchive(writer, {})).toBe(true);
    expect(canArchive(writer, { deletedAt: 'x' })).toBe(false);
    expect(canUnarchive(writer, { deletedAt: 'x' })).toBe(true);
    expect(canUnarchive(writer, {})).toBe(false);
    expect(canArchive(reader, {})).toBe(false);
  });
  it('"Transfer to linked dealer (needs allowTransfers and at least one linked dealer)"', () => {
    expect(canTransfer(['APPRAISER'], {}, 1)).toBe(true);
    expect(canTransfer(['APPRAISER'], {}, 0)).toBe(false);
    expect(canTransfer(['FINANCE_MANAGER'], {}, 2)).toBe(false);
    expect(canTransfer(['ACQ_MANAGER'], { deletedAt: 'x' }, 2)).toBe(false);
    expect(canFilterTransfers(['FINANCE_MANAGER'], 2)).toBe(true);
    expect(canFilterTransfers(['FINANCE_MANAGER'], 0)).toBe(false);
  });
  it('move area and odometer statement need allowWriteAppraisal', () => {
    expect(canMoveArea(writer, {})).toBe(true);
    expect(canMoveArea(reader, {})).toBe(false);
    expect(canMoveArea(writer, { deletedAt: 'x' })).toBe(false);
    expect(canGenerateOdometerStatement(writer)).toBe(true);
    expect(canGenerateOdometerStatement(reader)).toBe(false);
  });
  it('"Set to Buying" (no status) and "Undo Buying" (status 1)', () => {
    expect(canSetBuying(writer, {})).toBe(true);
    expect(canSetBuying(writer, { appraisalStatusId: 1 })).toBe(false);
    expect(canUndoBuying(writer, { appraisalStatusId: 1 })).toBe(true);
    expect(canUndoBuying(writer, { appraisalStatusId: 2 })).toBe(false);
  });
  it('make offer for trade-ins, buy and ground for lease returns, on an editable worksheet', () => {
    expect(canMakeOffer(writer, { appraisalTypeId: 1 })).toBe(true);
    expect(canMakeOffer(writer, { appraisalTypeId: 2 })).toBe(false);
    expect(canMakeOffer(writer, { appraisalTypeId: 1, appraisalStatusId: 3 })).toBe(false);
    expect(canBuy(writer, { appraisalTypeId: 2, appraisalStatusId: 1 })).toBe(true);
    expect(canBuy(writer, { appraisalTypeId: 1 })).toBe(false);
    expect(canGround(writer, { appraisalTypeId: 2 })).toBe(true);
  });
  it('a writer who may not read values writes none: worksheet, recon and payoff, offer, buy, ground, rerun', () => {
    const blindWriter = ['SERVICE_MANAGER', 'DEALER'];
    expect(canWriteWorksheet(blindWriter, {})).toBe(false);
    expect(canMakeOffer(blindWriter, { appraisalTypeId: 1 })).toBe(false);
    expect(canBuy(blindWriter, { appraisalTypeId: 2 })).toBe(false);
    expect(canGround(blindWriter, { appraisalTypeId: 2 })).toBe(false);
    expect(canRerunValuation(blindWriter, {})).toBe(false);
    expect(canEditHeader(blindWriter, {})).toBe(true);
  });
  it('"Push to CRM (shown as Sent once crmSentAt is set)"; "Create vAuto appraisal (hidden when vautoUrl exists)"', () => {
    expect(canPushToCrm(writer, {})).toBe(true);
    expect(canPushToCrm(writer, { crmSentAt: '2024-01-01' })).toBe(false);
    expect(canCreateVautoAppraisal(writer, {})).toBe(true);
    expect(canCreateVautoAppraisal(writer, { vautoUrl: 'https://vauto' })).toBe(false);
  });
  it('"The first user assigned ... is fetched only for users who may write appraisals or are service techs"', () => {
    expect(canFetchFirstUser(['SERVICE_TECH'])).toBe(true);
    expect(canFetchFirstUser(['APPRAISER'])).toBe(true);
    expect(canFetchFirstUser(['SALES'])).toBe(false);
  });
  it('worksheet tab for allowReadVals; mailing-list upload admin only', () => {
    expect(canSeeWorksheet(['FINANCE_MANAGER'])).toBe(true);
    expect(canSeeWorksheet(['SALES'])).toBe(false);
    expect(canUploadMailingList(['DEALER_ADMIN'])).toBe(true);
    expect(canUploadMailingList(['ACQ_MANAGER'])).toBe(false);
  });
});
