import type { AppContext } from '../../context';
import { vehicleHistoryClient } from './client';
import type { VehicleHistoryPort } from './port';

export * from './port';

/** The provider's client, pointed where the config says (our sandbox by default). */
export function vehicleHistoryPort(ctx: AppContext): VehicleHistoryPort {
  return vehicleHistoryClient(ctx, ctx.config.vehicleHistory);
}
