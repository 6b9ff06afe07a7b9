import { z } from 'zod';

/** GET /health: the process answers. */
export const healthAnswer = z.object({ status: z.literal('ok') });

/** GET /ready: the database answers and its migrations are applied. */
export const readyAnswer = z.object({ status: z.literal('ready') });

/**
 * GET /public/client-config: what the page needs before anyone signs in. Error reporting's DSN is
 * public by design (it only lets a client send reports); null when error reporting is off.
 */
export const clientConfigAnswer = z.object({
  errorReporting: z
    .object({
      dsn: z.string(),
      environment: z.string(),
      release: z.string().nullable(),
      apiOrigin: z.string(),
    })
    .nullable(),
});
export type ClientConfig = z.infer<typeof clientConfigAnswer>;
