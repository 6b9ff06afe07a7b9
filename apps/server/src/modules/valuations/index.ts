import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { valuationPorts } from '../../integrations/valuations';
import { enqueueJob, type JobHandlers } from '../jobs';
import {
  type InitialValuationOptions,
  type InitialValuationOutcome,
  runInitialValuationsWith,
} from './valuations.service';

export type { InitialValuationOutcome } from './valuations.service';

/**
 * Runs MMR, JDP, Galves and Black Book on a new appraisal with the default selections (MMR range
 * and grade from dealer settings 40114 and 40118). Never throws; a failing provider is logged and
 * skipped. The clients are the configured ones unless `options.ports` says otherwise.
 */
export function runInitialValuations(
  ctx: AppContext,
  dealerId: number,
  appraisalId: number,
  options: Partial<InitialValuationOptions> = {},
): Promise<InitialValuationOutcome[]> {
  return runInitialValuationsWith(ctx, dealerId, appraisalId, {
    ...options,
    ports: options.ports ?? valuationPorts(ctx),
  });
}

/** The job a new appraisal queues in its own transaction: its four valuations, run after the answer. */
export const INITIAL_VALUATIONS_JOB = 'initial-valuations';

export function queueInitialValuations(tx: DbOrTx, dealerId: number, appraisalId: number): Promise<number> {
  return enqueueJob(tx, INITIAL_VALUATIONS_JOB, { dealerId, appraisalId });
}

/** Runs a queued INITIAL_VALUATIONS_JOB. */
export function initialValuationsHandler(ctx: AppContext, log: InitialValuationOptions['log']): JobHandlers[string] {
  return (payload) => runInitialValuations(ctx, Number(payload.dealerId), Number(payload.appraisalId), { log });
}
export { getValuationApiResult, getValuationApiResultInfo } from './valuation-results.service';
