import type { LiveChannelInfo, PusherToken } from '@dealer/domain';

export type { LiveChannelInfo };

import { api } from '../../../lib/api-client';

/** GET /user/connect-pusher: where the live channel is. */
export const connectPusher = () => api.get<LiveChannelInfo>('/user/connect-pusher');

/** GET /user/generate-pusher-token: a short-lived token bound to this session, to open the stream. */
export const generatePusherToken = () => api.get<PusherToken>('/user/generate-pusher-token');
