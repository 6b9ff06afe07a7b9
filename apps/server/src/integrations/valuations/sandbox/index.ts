import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context';
import { blackbookSandbox } from './blackbook';
import { galvesSandbox } from './galves';
import { jdpSandbox } from './jdp';
import { mmrSandbox } from './mmr';

/**
 * Stand-ins for the four valuation providers (DESIGN.md 5), mounted under /sandbox when SANDBOX is
 * on: each speaks its provider's protocol, with values from one depreciation model.
 */
export function valuationSandboxes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    await app.register(mmrSandbox(ctx), { prefix: '/mmr' });
    await app.register(jdpSandbox(ctx), { prefix: '/jdp' });
    await app.register(galvesSandbox(ctx), { prefix: '/galves' });
    await app.register(blackbookSandbox(ctx), { prefix: '/blackbook' });
  };
}
