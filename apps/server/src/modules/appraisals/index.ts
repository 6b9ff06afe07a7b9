/**
 * What other modules may use of appraisals (DESIGN.md 3: no reaching into another module's
 * repository): load one record scoped to the dealer, run a change with its activity row, record
 * activity inside a caller's transaction, answer the detail of a record.
 */

export { createAppraisal } from './appraisal-create.service';
export { type AppraisalDetail, appraisalDetail } from './appraisal-detail.service';
export {
  type Actor,
  type AppraisalChange,
  ARCHIVED_MESSAGE,
  assertMayChange,
  CLOSED_MESSAGE,
  changeAppraisal,
  withDerived,
} from './appraisal-edits.service';
export { listWhere, statsSubTypeWhere } from './appraisal-filters';
export { findDealerBankByName } from './appraisal-header.repository';
export { headerRefusal } from './appraisal-header.service';
export type { AppraisalChanges, AppraisalRecord } from './appraisal-record.repository';
export { addActivity, findAppraisal, updateAppraisal } from './appraisal-record.repository';
export type { DealerScope } from './appraisals-list.service';
export { odometerOf, vehicleFacts } from './vehicle-facts';
