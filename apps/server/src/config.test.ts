import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, SESSION_SECRET_FILE, SMS_FROM_REPLACED } from './config';

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'config-test-'));
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe('config: secrets', () => {
  it('production without SESSION_SECRET refuses to start, and makes no secret of its own', async () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/x', DATA_DIR: dataDir })).toThrow(
      new ConfigError('SESSION_SECRET is required when NODE_ENV=production'),
    );
    await expect(stat(join(dataDir, SESSION_SECRET_FILE))).rejects.toThrow(/ENOENT/);
    const secret = 'p'.repeat(40);
    const config = loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/x', SESSION_SECRET: secret });
    expect(config.sessionSecret).toBe(secret);
  });

  it('unset outside production: a random secret is made under DATA_DIR on first start and kept', async () => {
    const first = loadConfig({ DATA_DIR: dataDir });
    expect(first.sessionSecret).toMatch(/^[\w-]{43}$/);
    expect((await readFile(join(dataDir, SESSION_SECRET_FILE), 'utf8')).trim()).toBe(first.sessionSecret);
    expect((await stat(join(dataDir, SESSION_SECRET_FILE))).mode & 0o077).toBe(0);
    expect(loadConfig({ DATA_DIR: dataDir }).sessionSecret).toBe(first.sessionSecret);

    const elsewhere = await mkdtemp(join(tmpdir(), 'config-test-'));
    try {
      expect(loadConfig({ DATA_DIR: elsewhere }).sessionSecret).not.toBe(first.sessionSecret);
    } finally {
      await rm(elsewhere, { recursive: true, force: true });
    }
  });

  it('the inspection webhook secret is derived from the session secret, never the session secret itself', () => {
    const a = loadConfig({ SESSION_SECRET: 'a'.repeat(32) }).inspection.webhookSecret;
    const b = loadConfig({ SESSION_SECRET: 'b'.repeat(32) }).inspection.webhookSecret;
    expect(a).not.toBe(b);
    expect(a).not.toContain('a'.repeat(32));
    const service = { SESSION_SECRET: 'a'.repeat(32), INSPECTION_URL: 'https://inspect.example.com/api' };
    const set = loadConfig({ ...service, INSPECTION_WEBHOOK_SECRET: 'w'.repeat(16) });
    expect(set.inspection.webhookSecret).toBe('w'.repeat(16));
  });

  it('a secret file too short to be a secret stops the start with a message', async () => {
    await writeFile(join(dataDir, SESSION_SECRET_FILE), 'short\n');
    expect(() => loadConfig({ DATA_DIR: dataDir })).toThrow(/at least 32 characters; delete it/);
  });
});

describe('config: object storage and error reporting', () => {
  const base = { SESSION_SECRET: 'x'.repeat(32) };

  it('local disk and no error reporting unless configured', () => {
    const config = loadConfig(base);
    expect(config.s3).toBeNull();
    expect(config.sentry).toBeNull();
  });

  it('S3_BUCKET turns the bucket on, with its region, endpoint, path style and credentials', () => {
    const config = loadConfig({
      ...base,
      S3_BUCKET: 'files',
      S3_REGION: 'eu-west-1',
      S3_ENDPOINT: 'https://minio.example.com/',
      S3_ACCESS_KEY_ID: 'AK',
      S3_SECRET_ACCESS_KEY: 'SK',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(config.s3).toEqual({
      bucket: 'files',
      region: 'eu-west-1',
      endpoint: 'https://minio.example.com',
      credentials: { accessKeyId: 'AK', secretAccessKey: 'SK' },
      forcePathStyle: true,
    });
    // Without keys, the AWS SDK's own chain (environment, instance role) supplies them.
    expect(loadConfig({ ...base, S3_BUCKET: 'files' }).s3?.credentials).toBeUndefined();
  });

  it('one S3 key without the other stops the start', () => {
    expect(() => loadConfig({ ...base, S3_BUCKET: 'files', S3_ACCESS_KEY_ID: 'AK' })).toThrow(ConfigError);
  });

  it('SENTRY_DSN turns error reporting on, filed under NODE_ENV unless SENTRY_ENVIRONMENT says otherwise', () => {
    const dsn = 'https://key@o1.ingest.example.io/2';
    expect(loadConfig({ ...base, SENTRY_DSN: dsn }).sentry).toEqual({
      dsn,
      environment: 'development',
      release: undefined,
    });
    expect(loadConfig({ ...base, SENTRY_DSN: dsn, SENTRY_ENVIRONMENT: 'staging' }).sentry?.environment).toBe('staging');
    expect(() => loadConfig({ ...base, SENTRY_DSN: 'not a url' })).toThrow(ConfigError);
  });
});

describe('config: SMS provider', () => {
  const secret = 's'.repeat(40);
  it('embedded: the sandbox under PUBLIC_URL, with an auth token derived from the session secret', () => {
    const config = loadConfig({ SESSION_SECRET: secret, PUBLIC_URL: 'https://dealer.example' });
    expect(config.sms).toEqual({
      url: 'https://dealer.example/sandbox/sms',
      accountSid: config.sandboxCredentials.sms.accountSid,
      authToken: config.sandboxCredentials.sms.authToken,
    });
    expect(config.sms!.authToken).not.toBe(loadConfig({ SESSION_SECRET: 't'.repeat(40) }).sms!.authToken);
  });
  it('without the sandbox and without SMS_PROVIDER_URL: none (texts are kept, not sent)', () => {
    expect(loadConfig({ SESSION_SECRET: secret, DATABASE_URL: 'postgres://db/x' }).sms).toBeNull();
    expect(loadConfig({ SESSION_SECRET: secret, SANDBOX: 'off' }).sms).toBeNull();
  });
  it("a real provider needs its account SID and auth token; the sender is each dealer's own", () => {
    const provider = {
      SESSION_SECRET: secret,
      DATABASE_URL: 'postgres://db/x',
      SMS_PROVIDER_URL: 'https://api.twilio.com',
    };
    expect(() => loadConfig({ ...provider, SMS_ACCOUNT_SID: 'AC123' })).toThrow(
      new ConfigError('SMS_PROVIDER_URL needs SMS_AUTH_TOKEN'),
    );
    const full = { SMS_ACCOUNT_SID: 'AC123', SMS_AUTH_TOKEN: 'a'.repeat(32) };
    expect(loadConfig({ ...provider, ...full }).sms).toEqual({
      url: 'https://api.twilio.com',
      accountSid: 'AC123',
      authToken: 'a'.repeat(32),
    });
  });
  it('refuses to start with SMS_FROM: one number for every dealer is what per-dealer senders replace', () => {
    const full = { SMS_ACCOUNT_SID: 'AC123', SMS_AUTH_TOKEN: 'a'.repeat(32), SMS_FROM: '+15125550100' };
    expect(() => loadConfig({ SESSION_SECRET: secret, SMS_PROVIDER_URL: 'https://api.twilio.com', ...full })).toThrow(
      new ConfigError(SMS_FROM_REPLACED),
    );
    expect(() => loadConfig({ SESSION_SECRET: secret, SMS_FROM: '+15125550100' })).toThrow(ConfigError);
  });
});

describe('config: production, the embedded database and the sandboxes', () => {
  const secret = 's'.repeat(40);
  const production = { NODE_ENV: 'production', SESSION_SECRET: secret, DATABASE_URL: 'postgres://db/x' };
  const providerUrls = [
    'INSPECTION_URL',
    'VAUTO_URL',
    'PLATES_URL',
    'MMR_URL',
    'JDP_URL',
    'GALVES_URL',
    'BLACKBOOK_URL',
    'CARFAX_URL',
  ];

  it('production refuses the embedded database, with a message that says why', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', SESSION_SECRET: secret, DATA_DIR: dataDir })).toThrow(
      new ConfigError(
        'NODE_ENV=production needs DATABASE_URL (PostgreSQL); the embedded database is for the demo and development.',
      ),
    );
  });

  it('production with DATABASE_URL and SESSION_SECRET starts, with no sandbox and every unset provider named', () => {
    const config = loadConfig(production);
    expect(config.sandbox).toBe(false);
    expect(config.sms).toBeNull();
    expect(config.unconfigured.sort()).toEqual([...providerUrls].sort());
    for (const url of [config.inspection.url, config.vauto.url, config.valuations.mmr.url, config.vehicleHistory.url]) {
      expect(url.startsWith('https://unconfigured.invalid/')).toBe(true);
    }
  });

  it('production mounts the sandboxes only when SANDBOX=on says so', () => {
    const config = loadConfig({ ...production, SANDBOX: 'on', PUBLIC_URL: 'https://dealer.example' });
    expect(config.sandbox).toBe(true);
    expect(config.unconfigured).toEqual([]);
    expect(config.valuations.mmr.url).toBe('https://dealer.example/sandbox/mmr');
    expect(config.sms?.url).toBe('https://dealer.example/sandbox/sms');
    expect(loadConfig({ ...production, SANDBOX: 'off' }).sandbox).toBe(false);
  });

  it('outside production the sandboxes are on with the embedded database, off with PostgreSQL', () => {
    expect(loadConfig({ SESSION_SECRET: secret }).sandbox).toBe(true);
    expect(loadConfig({ SESSION_SECRET: secret, DATABASE_URL: 'postgres://db/x' }).sandbox).toBe(false);
    expect(loadConfig({ SESSION_SECRET: secret, DATABASE_URL: 'postgres://db/x', SANDBOX: 'on' }).sandbox).toBe(true);
  });

  it('a configured provider keeps its URL whether or not the sandbox is mounted', () => {
    const config = loadConfig({ ...production, MMR_URL: 'https://mmr.example.com/v1' });
    expect(config.valuations.mmr.url).toBe('https://mmr.example.com/v1');
    expect(config.unconfigured).not.toContain('MMR_URL');
  });
});

describe("config: a sandbox never holds a real provider's credentials", () => {
  const secret = 's'.repeat(40);
  const realSms = {
    SMS_ACCOUNT_SID: 'AC123',
    SMS_AUTH_TOKEN: 'r'.repeat(32),
  };

  it('the SMS sandbox signs with a token of its own, not SMS_AUTH_TOKEN, with or without a real provider', () => {
    const real = loadConfig({ SESSION_SECRET: secret, SMS_PROVIDER_URL: 'https://api.twilio.com', ...realSms });
    expect(real.sms?.authToken).toBe('r'.repeat(32));
    expect(real.sandboxCredentials.sms.authToken).not.toBe('r'.repeat(32));
    expect(real.sandboxCredentials.sms.accountSid).not.toBe('AC123');
    // Without SMS_PROVIDER_URL the sandbox is the provider, on its own credentials only.
    const sandboxOnly = loadConfig({ SESSION_SECRET: secret, ...realSms });
    expect(sandboxOnly.sms).toMatchObject(sandboxOnly.sandboxCredentials.sms);
    expect(sandboxOnly.sms?.authToken).not.toBe('r'.repeat(32));
  });

  it('inspection: the sandbox signs with its own secret; a real service is verified with another', () => {
    const sandbox = loadConfig({ SESSION_SECRET: secret, INSPECTION_WEBHOOK_SECRET: 'w'.repeat(16) });
    expect(sandbox.inspection.webhookSecret).toBe(sandbox.sandboxCredentials.inspectionWebhookSecret);
    expect(sandbox.sandboxCredentials.inspectionWebhookSecret).not.toBe('w'.repeat(16));
    const service = { SESSION_SECRET: secret, INSPECTION_URL: 'https://inspect.example.com/api' };
    const unset = loadConfig(service);
    expect(unset.inspection.webhookSecret).not.toBe(unset.sandboxCredentials.inspectionWebhookSecret);
    const set = loadConfig({ ...service, INSPECTION_WEBHOOK_SECRET: 'w'.repeat(16) });
    expect(set.sandboxCredentials.inspectionWebhookSecret).not.toBe('w'.repeat(16));
  });

  it('vehicle history: a real CARFAX_URL needs its client secret, and the sandbox keeps its own client', () => {
    const real = { SESSION_SECRET: secret, CARFAX_URL: 'https://connect.example.com' };
    expect(() => loadConfig(real)).toThrow(new ConfigError('CARFAX_URL needs CARFAX_CLIENT_SECRET'));
    const config = loadConfig({ ...real, CARFAX_CLIENT_ID: 'ours', CARFAX_CLIENT_SECRET: 'c'.repeat(20) });
    expect(config.vehicleHistory).toMatchObject({ clientId: 'ours', clientSecret: 'c'.repeat(20) });
    expect(config.sandboxCredentials.carfax.clientSecret).not.toBe('c'.repeat(20));
    // The sandbox as the provider: the client speaks to it with the sandbox's client, not the settings'.
    const sandbox = loadConfig({ SESSION_SECRET: secret, CARFAX_CLIENT_SECRET: 'c'.repeat(20) });
    expect(sandbox.vehicleHistory.clientSecret).toBe(sandbox.sandboxCredentials.carfax.clientSecret);
  });
});
