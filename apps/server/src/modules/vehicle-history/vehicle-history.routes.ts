import {
  vehicleHistoryConnectedAnswer,
  vehicleHistoryFinishSchema,
  vehicleHistoryReportLinkAnswer,
  vehicleHistorySnapshotAnswer,
  vehicleHistoryStartAnswer,
  vehicleHistoryStartSchema,
  vehicleHistoryVinParams,
} from '@dealer/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { type VehicleHistoryPort, vehicleHistoryPort } from '../../integrations/vehicle-history';
import { currentUserId } from '../../plugins/access';
import { vehicleHistoryService } from './vehicle-history.service';

/**
 * The vehicle-history connection (spec part 1 sections 4, 7, 8): start and finish the OAuth
 * sign-in (per user), then a VIN's snapshot and report link (on a dealer's pages).
 */
export function vehicleHistoryRoutes(ctx: AppContext, port: VehicleHistoryPort = vehicleHistoryPort(ctx)) {
  const service = vehicleHistoryService(ctx, port);
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['vehicle-history'];

    r.post(
      '/carfax/connect',
      { schema: { tags, body: vehicleHistoryStartSchema, response: { 200: vehicleHistoryStartAnswer } } },
      (req) => service.start(currentUserId(req), req.body.returnTo),
    );
    r.post(
      '/carfax/connected',
      { schema: { tags, body: vehicleHistoryFinishSchema, response: { 200: vehicleHistoryConnectedAnswer } } },
      (req) => service.finish(currentUserId(req), req.body.code, req.body.state),
    );
    r.get(
      '/carfax/snapshot/:vin',
      {
        config: { access: 'dealer' },
        schema: { tags, params: vehicleHistoryVinParams, response: { 200: vehicleHistorySnapshotAnswer } },
      },
      (req) => service.snapshot(currentUserId(req), req.params.vin),
    );
    r.get(
      '/carfax/report/:vin',
      {
        config: { access: 'dealer' },
        schema: { tags, params: vehicleHistoryVinParams, response: { 200: vehicleHistoryReportLinkAnswer } },
      },
      (req) => service.reportLink(currentUserId(req), req.params.vin),
    );
  };
}
