import { api } from '../../../lib/api-client';

export interface LiveChannelInfo {
  transport: 'sse';
  url: string;
  heartbeatMs: number;
}

/** GET /user/connect-pusher: where the live channel is. */
export const connectPusher = () => api.get<LiveChannelInfo>('/user/connect-pusher');

/** GET /user/generate-pusher-token: a short-lived token bound to this session, to open the stream. */
export const generatePusherToken = () => api.get<{ token: string; expiresAt: string }>('/user/generate-pusher-token');
