import type { AppContext } from '../../context';
import { valuationPorts } from '../../integrations/valuations';
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
