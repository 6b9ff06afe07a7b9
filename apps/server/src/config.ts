import { join } from 'node:path';
import { z } from 'zod';
import { hmac } from './lib/crypto';
import { readOrCreateSecret } from './lib/secret-file';

const bool = z.enum(['true', 'false', 'on', 'off', '1', '0']).transform((v) => v === 'true' || v === 'on' || v === '1');

/** Every environment variable the server reads. Documented in docs/configuration.md; keep both in step. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.url().optional(),
  DATABASE_URL: z.string().min(1).optional(),
  DATA_DIR: z.string().default('./data'),
  SESSION_SECRET: z.string().min(32).optional(),
  SESSION_TTL_DAYS: z.coerce.number().int().positive().default(30),
  SESSION_CACHE_MS: z.coerce.number().int().min(0).default(30_000),
  TRUST_PROXY: bool.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  METRICS_TOKEN: z.string().min(16).optional(),
  DEMO_DATA: bool.optional(),
  SANDBOX: bool.optional(),
  WEB_DIST: z.string().optional(),
  SMTP_URL: z.string().min(1).optional(),
  MAIL_FROM: z.string().default('Dealer Admin <no-reply@dealer-admin.local>'),
  SMS_PROVIDER_URL: z.url().optional(),
  SMS_ACCOUNT_SID: z.string().min(1).optional(),
  SMS_AUTH_TOKEN: z.string().min(16).optional(),
  /** Replaced by each dealer's own sender (issue #36 point 2): refused when still set, see smsConfig. */
  SMS_FROM: z.string().optional(),
  OUTBOX_POLL_MS: z.coerce.number().int().positive().default(1000),
  JOB_POLL_MS: z.coerce.number().int().positive().default(5000),
  SSE_HEARTBEAT_MS: z.coerce.number().int().positive().default(20_000),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().positive().default(10_000),
  NOTIFICATION_SCAN_MS: z.coerce.number().int().positive().default(300_000),
  SUMMARY_HOUR_UTC: z.coerce.number().int().min(0).max(23).default(12),
  LOGIN_MAX_ATTEMPTS_PER_IP: z.coerce.number().int().positive().default(30),
  LOGIN_MAX_FAILURES_PER_ACCOUNT: z.coerce.number().int().positive().default(5),
  LOGIN_THROTTLE_MINUTES: z.coerce.number().int().positive().default(15),
  LINK_MAX_CALLS_PER_IP: z.coerce.number().int().positive().default(10),
  PAGE_MAX_REQUESTS_PER_IP: z.coerce.number().int().positive().default(300),
  RESET_TOKEN_TTL_MINUTES: z.coerce.number().int().positive().default(60),
  CONFIRM_TOKEN_TTL_HOURS: z.coerce.number().int().positive().default(72),
  UPLOAD_MAX_MB: z.coerce.number().int().positive().default(25),
  FILE_URL_TTL_MINUTES: z.coerce.number().int().positive().default(15),
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ENDPOINT: z.url().optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: bool.default(false),
  SENTRY_DSN: z.url().optional(),
  SENTRY_ENVIRONMENT: z.string().min(1).optional(),
  SENTRY_RELEASE: z.string().min(1).optional(),
  INSPECTION_URL: z.url().optional(),
  INSPECTION_API_KEY: z.string().min(1).default('sandbox-inspection-key'),
  INSPECTION_WEBHOOK_SECRET: z.string().min(16).optional(),
  VAUTO_URL: z.url().optional(),
  VAUTO_API_KEY: z.string().min(1).default('sandbox-vauto-key'),
  PLATES_URL: z.url().optional(),
  PLATES_API_KEY: z.string().min(1).default('sandbox-plates-key'),
  VPIC_DB_PATH: z.string().min(1).optional(),
  MMR_URL: z.url().optional(),
  MMR_API_KEY: z.string().min(1).default('sandbox-mmr-key'),
  JDP_URL: z.url().optional(),
  JDP_API_KEY: z.string().min(1).default('sandbox-jdp-key'),
  GALVES_URL: z.url().optional(),
  GALVES_API_KEY: z.string().min(1).default('sandbox-galves-key'),
  BLACKBOOK_URL: z.url().optional(),
  BLACKBOOK_API_KEY: z.string().min(1).default('sandbox:blackbook-key'),
  CARFAX_URL: z.url().optional(),
  CARFAX_CLIENT_ID: z.string().min(1).default('dealer-admin'),
  CARFAX_CLIENT_SECRET: z.string().min(1).optional(),
  CARFAX_SNAPSHOT_CACHE_MINUTES: z.coerce.number().int().min(0).default(720),
  CARFAX_SANDBOX_ACCESS_TTL_SECONDS: z.coerce.number().int().positive().default(3600),
  CARFAX_SANDBOX_REFRESH_TTL_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(30 * 86_400),
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  host: string;
  port: number;
  publicUrl: string;
  databaseUrl: string | undefined;
  dataDir: string;
  sessionSecret: string;
  sessionTtlMs: number;
  /** How long an instance may answer from a session it resolved (0: ask the database every time). */
  sessionCacheMs: number;
  trustProxy: boolean;
  logLevel: Env['LOG_LEVEL'];
  /** Bearer token of GET /metrics (Prometheus); unset, /metrics is a 404 and nothing is measured. */
  metricsToken: string | null;
  /** Load demo dealers, users and appraisals into an empty database. Never in production. */
  demoData: boolean;
  /**
   * Mount the provider sandboxes under /sandbox: SANDBOX, else on with the embedded database.
   * Production never mounts them unless SANDBOX=on says so.
   */
  sandbox: boolean;
  /**
   * The sandboxes' own credentials: what they sign their callbacks with and accept from our
   * clients. Never a setting, so never a real provider's: a request a sandbox signs is refused by
   * our webhooks once a real provider is configured.
   */
  sandboxCredentials: SandboxCredentials;
  /**
   * The URL variables of providers with neither a URL nor the sandbox: their clients point at
   * UNCONFIGURED_URL, and every call answers "unavailable". Logged at start.
   */
  unconfigured: string[];
  webDist: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  /**
   * SMS provider (Twilio's Messages API). Null when neither SMS_PROVIDER_URL nor the sandbox is
   * there: texts are then kept in the outbox, not sent.
   */
  sms: { url: string; accountSid: string; authToken: string } | null;
  outboxPollMs: number;
  jobPollMs: number;
  /** Live channel: a comment line this often keeps proxies from closing an idle stream; the session is re-checked then too. */
  sseHeartbeatMs: number;
  /** On SIGTERM, how long requests in flight may take to finish before the process exits and cuts them. */
  shutdownGraceMs: number;
  /** How often the maturing-lease and daily-summary scan runs. */
  notificationScanMs: number;
  /** From this hour (UTC) each day, the daily summary goes out. */
  summaryHourUtc: number;
  login: { maxAttemptsPerIp: number; maxFailuresPerAccount: number; windowMs: number; maxLinkCallsPerIp: number };
  /** Page loads (the web app's index.html, a record's title) per address per minute, over all instances. */
  maxPageRequestsPerIp: number;
  resetTokenTtlMs: number;
  confirmTokenTtlMs: number;
  /** Appraisal documents: largest upload, and how long a signed file URL stays valid. */
  uploads: { maxBytes: number; urlTtlMs: number };
  /** S3-compatible object storage; unset (no S3_BUCKET) keeps files on local disk under DATA_DIR. */
  s3: S3Config | null;
  /** Error reporting (Sentry protocol); off without a DSN. */
  sentry: SentryConfig | null;
  /**
   * Outside services (DESIGN.md 5): base URLs default to our own sandboxes under /sandbox when they
   * are mounted, else to UNCONFIGURED_URL (see `unconfigured`).
   */
  inspection: { url: string; apiKey: string; webhookSecret: string };
  vauto: { url: string; apiKey: string };
  plates: { url: string; apiKey: string };
  /** The VIN decoder's vPIC database, unpacked and indexed on first use. */
  vpicDbPath: string;
  valuations: Record<'mmr' | 'jdp' | 'galves' | 'blackbook', { url: string; apiKey: string }>;
  /** Vehicle history (Carfax-style OAuth + GraphQL); the sandbox's token lifetimes are its own. */
  vehicleHistory: {
    url: string;
    clientId: string;
    clientSecret: string;
    redirectUri: string;
    snapshotCacheMs: number;
    sandbox: { accessTtlSeconds: number; refreshTtlSeconds: number };
  };
}

export interface SandboxCredentials {
  sms: { accountSid: string; authToken: string };
  inspectionWebhookSecret: string;
  carfax: { clientId: string; clientSecret: string };
}

/** Where a provider with neither a URL nor the sandbox points: `.invalid` never resolves (RFC 6761). */
export const UNCONFIGURED_URL = 'https://unconfigured.invalid';

export interface S3Config {
  bucket: string;
  region: string;
  /** Another S3-compatible service (MinIO, R2, a test server); unset means AWS itself. */
  endpoint: string | undefined;
  /** Unset: the AWS SDK's own chain (environment, instance role ...). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  forcePathStyle: boolean;
}

export interface SentryConfig {
  dsn: string;
  environment: string;
  release: string | undefined;
}

export class ConfigError extends Error {}

/** Where the generated session secret is kept, under DATA_DIR, when SESSION_SECRET is unset. */
export const SESSION_SECRET_FILE = 'session-secret';

function generatedSecret(dataDir: string): string {
  try {
    return readOrCreateSecret(join(dataDir, SESSION_SECRET_FILE));
  } catch (err) {
    throw new ConfigError(`SESSION_SECRET is unset and ${err instanceof Error ? err.message : String(err)}`);
  }
}

function s3Config(e: Env): S3Config | null {
  if (!e.S3_BUCKET) return null;
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together or not at all');
  }
  return {
    bucket: e.S3_BUCKET,
    region: e.S3_REGION,
    endpoint: e.S3_ENDPOINT?.replace(/\/$/, ''),
    credentials:
      e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: e.S3_FORCE_PATH_STYLE,
  };
}

export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const embedded = !e.DATABASE_URL;
  const production = e.NODE_ENV === 'production';
  if (production && embedded) {
    throw new ConfigError(
      'NODE_ENV=production needs DATABASE_URL (PostgreSQL); the embedded database is for the demo and development.',
    );
  }
  if (production && !e.SESSION_SECRET) throw new ConfigError('SESSION_SECRET is required when NODE_ENV=production');
  if (production && e.DEMO_DATA) throw new ConfigError('DEMO_DATA cannot be on when NODE_ENV=production');
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  // Never a constant of the code: unset outside production, one random secret is made on first
  // start and kept under DATA_DIR, so signed links outlive a restart.
  const sessionSecret = e.SESSION_SECRET ?? generatedSecret(e.DATA_DIR);
  const sandbox = e.SANDBOX ?? (embedded && !production);
  const sandboxCredentials = sandboxCredentialsOf(sessionSecret);
  const unconfigured: string[] = [];
  /** The provider's URL; else its sandbox when mounted; else unconfigured (and said so at start). */
  const providerUrl = (name: keyof Env & `${string}_URL`, path: string): string => {
    const url = e[name];
    if (typeof url === 'string') return url;
    if (sandbox) return `${publicUrl}/sandbox/${path}`;
    unconfigured.push(name);
    return `${UNCONFIGURED_URL}/${path}`;
  };
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    publicUrl,
    databaseUrl: e.DATABASE_URL,
    dataDir: e.DATA_DIR,
    sessionSecret,
    sessionTtlMs: e.SESSION_TTL_DAYS * 86_400_000,
    sessionCacheMs: e.SESSION_CACHE_MS,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    metricsToken: e.METRICS_TOKEN ?? null,
    demoData: !production && (e.DEMO_DATA ?? embedded),
    sandbox,
    sandboxCredentials,
    unconfigured,
    webDist: e.WEB_DIST,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    sms: smsConfig(e, publicUrl, sandbox, sandboxCredentials),
    outboxPollMs: e.OUTBOX_POLL_MS,
    jobPollMs: e.JOB_POLL_MS,
    sseHeartbeatMs: e.SSE_HEARTBEAT_MS,
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    notificationScanMs: e.NOTIFICATION_SCAN_MS,
    summaryHourUtc: e.SUMMARY_HOUR_UTC,
    login: {
      maxAttemptsPerIp: e.LOGIN_MAX_ATTEMPTS_PER_IP,
      maxFailuresPerAccount: e.LOGIN_MAX_FAILURES_PER_ACCOUNT,
      windowMs: e.LOGIN_THROTTLE_MINUTES * 60_000,
      maxLinkCallsPerIp: e.LINK_MAX_CALLS_PER_IP,
    },
    maxPageRequestsPerIp: e.PAGE_MAX_REQUESTS_PER_IP,
    resetTokenTtlMs: e.RESET_TOKEN_TTL_MINUTES * 60_000,
    confirmTokenTtlMs: e.CONFIRM_TOKEN_TTL_HOURS * 3_600_000,
    uploads: { maxBytes: e.UPLOAD_MAX_MB * 1024 * 1024, urlTtlMs: e.FILE_URL_TTL_MINUTES * 60_000 },
    s3: s3Config(e),
    sentry: e.SENTRY_DSN
      ? { dsn: e.SENTRY_DSN, environment: e.SENTRY_ENVIRONMENT ?? e.NODE_ENV, release: e.SENTRY_RELEASE }
      : null,
    inspection: {
      url: providerUrl('INSPECTION_URL', 'inspection'),
      apiKey: e.INSPECTION_API_KEY,
      // The sandbox's own secret verifies only the sandbox's webhooks; a real service has its own
      // (one derived apart when unset, so a sandbox-signed webhook never passes).
      webhookSecret: e.INSPECTION_URL
        ? (e.INSPECTION_WEBHOOK_SECRET ?? hmac(sessionSecret, 'inspection-webhook'))
        : sandboxCredentials.inspectionWebhookSecret,
    },
    vauto: { url: providerUrl('VAUTO_URL', 'vauto'), apiKey: e.VAUTO_API_KEY },
    plates: { url: providerUrl('PLATES_URL', 'plates'), apiKey: e.PLATES_API_KEY },
    vpicDbPath: e.VPIC_DB_PATH ?? join(e.DATA_DIR, 'vpic', 'vpic.lite.db'),
    valuations: {
      mmr: { url: providerUrl('MMR_URL', 'mmr'), apiKey: e.MMR_API_KEY },
      jdp: { url: providerUrl('JDP_URL', 'jdp'), apiKey: e.JDP_API_KEY },
      galves: { url: providerUrl('GALVES_URL', 'galves'), apiKey: e.GALVES_API_KEY },
      blackbook: { url: providerUrl('BLACKBOOK_URL', 'blackbook'), apiKey: e.BLACKBOOK_API_KEY },
    },
    vehicleHistory: {
      url: providerUrl('CARFAX_URL', 'carfax'),
      ...carfaxClient(e, sandboxCredentials),
      redirectUri: `${publicUrl}/carfax/connected`,
      snapshotCacheMs: e.CARFAX_SNAPSHOT_CACHE_MINUTES * 60_000,
      sandbox: {
        accessTtlSeconds: e.CARFAX_SANDBOX_ACCESS_TTL_SECONDS,
        refreshTtlSeconds: e.CARFAX_SANDBOX_REFRESH_TTL_SECONDS,
      },
    },
  };
}

/**
 * Never a setting, so never a real provider's. What a sandbox signs for our webhooks is derived
 * from the session secret (a constant would let anyone sign); the OAuth client only opens the
 * sandbox's own made-up reports, so it may be a constant.
 */
function sandboxCredentialsOf(sessionSecret: string): SandboxCredentials {
  return {
    sms: {
      accountSid: 'AC00000000000000000000000000sandbox',
      authToken: hmac(sessionSecret, 'sms-auth-token'),
    },
    inspectionWebhookSecret: hmac(sessionSecret, 'sandbox-inspection-webhook'),
    carfax: { clientId: 'dealer-admin', clientSecret: 'sandbox-carfax-secret' },
  };
}

/** Why SMS_FROM stops the start: it would otherwise be ignored while every text failed. */
export const SMS_FROM_REPLACED =
  'SMS_FROM is no longer read: each dealer texts from its own sender (Dealer settings > Profile > Texts from). ' +
  "Set each dealer's number or messaging service, then remove SMS_FROM (docs/operations.md, production checklist).";

/**
 * A real provider needs all three settings; without SMS_PROVIDER_URL the sandbox (when mounted)
 * stands in with its own credentials (SMS_ACCOUNT_SID and SMS_AUTH_TOKEN are then unused). The
 * sender is each dealer's own (dealers.sms_sender), never configuration.
 */
function smsConfig(e: Env, publicUrl: string, sandbox: boolean, own: SandboxCredentials): Config['sms'] {
  if (e.SMS_FROM !== undefined) throw new ConfigError(SMS_FROM_REPLACED);
  if (e.SMS_PROVIDER_URL) {
    const missing = (['SMS_ACCOUNT_SID', 'SMS_AUTH_TOKEN'] as const).filter((k) => !e[k]);
    if (missing.length > 0) throw new ConfigError(`SMS_PROVIDER_URL needs ${missing.join(', ')}`);
    return { url: e.SMS_PROVIDER_URL, accountSid: e.SMS_ACCOUNT_SID!, authToken: e.SMS_AUTH_TOKEN! };
  }
  return sandbox ? { url: `${publicUrl}/sandbox/sms`, ...own.sms } : null;
}

/** The OAuth client: the configured one for a real CARFAX_URL, else the sandbox's own. */
function carfaxClient(e: Env, own: SandboxCredentials): { clientId: string; clientSecret: string } {
  if (!e.CARFAX_URL) return own.carfax;
  if (!e.CARFAX_CLIENT_SECRET) throw new ConfigError('CARFAX_URL needs CARFAX_CLIENT_SECRET');
  return { clientId: e.CARFAX_CLIENT_ID, clientSecret: e.CARFAX_CLIENT_SECRET };
}
