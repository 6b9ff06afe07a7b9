import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context';
import { blackbookSandbox } from './blackbook';
import { galvesSandbox } from './galves';
import { jdpSandbox } from './jdp';
import { mmrSandbox } from './mmr';
import { withOutageSwitch } from './outage';

/**
 * Stand-ins for the four valuation providers (DESIGN.md 5), mounted under /sandbox when SANDBOX is
 * on: each speaks its provider's protocol, with values from one depreciation model, and each can
 * be switched to fail (outage.ts).
 */
export function valuationSandboxes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    await app.register(withOutageSwitch(ctx, 'mmr', mmrSandbox(ctx)), { prefix: '/mmr' });
    await app.register(withOutageSwitch(ctx, 'jdp', jdpSandbox(ctx)), { prefix: '/jdp' });
    await app.register(withOutageSwitch(ctx, 'galves', galvesSandbox(ctx)), { prefix: '/galves' });
    await app.register(withOutageSwitch(ctx, 'blackbook', blackbookSandbox(ctx)), { prefix: '/blackbook' });
  };
}
