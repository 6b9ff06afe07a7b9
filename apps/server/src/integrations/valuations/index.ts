import type { AppContext } from '../../context';
import { blackbookClient } from './blackbook-client';
import { galvesClient } from './galves-client';
import { jdpClient } from './jdp-client';
import { mmrClient } from './mmr-client';
import type { ValuationPorts } from './port';

export * from './port';
export type { ValuationSelections } from './selections';

/** The four providers' clients, each pointed where the config says (our sandboxes by default). */
export function valuationPorts(ctx: AppContext): ValuationPorts {
  const { valuations } = ctx.config;
  return {
    mmr: mmrClient(ctx.fetch, valuations.mmr),
    jdp: jdpClient(ctx.fetch, valuations.jdp),
    galves: galvesClient(ctx.fetch, valuations.galves),
    blackbook: blackbookClient(ctx.fetch, valuations.blackbook),
  };
}
