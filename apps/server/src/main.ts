import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { migrateDatabase } from './db/migrate';
import { isEmpty, seedDemo } from './db/seed/demo';
import { prepareVpicDatabase } from './integrations/vin-decoder/vpic-database';
import { stopOnSignal } from './shutdown';

async function main(): Promise<void> {
  const started = performance.now();
  const config = loadConfig();
  const database = openDatabase(config);
  await migrateDatabase(database);
  const { app, ctx, inFlight } = await buildApp({ config, database });

  if (config.demoData && (await isEmpty(ctx))) {
    await seedDemo(ctx);
    app.log.info('demo data loaded (password for every demo account: demo1234)');
  }

  const shutdown = stopOnSignal({
    app,
    database,
    inFlight,
    graceMs: config.shutdownGraceMs,
    log: app.log,
    exit: (code) => process.exit(code),
  });
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
  // Unpack and index the VIN decoder's database now, so the first DECODE does not wait for it.
  prepareVpicDatabase(config.vpicDbPath).catch((err) => app.log.warn({ err }, 'VIN decoder database not ready'));
  if (config.unconfigured.length > 0) {
    app.log.warn(
      { unset: config.unconfigured },
      `Not configured, and no sandbox mounted (SANDBOX is off): ${config.unconfigured.join(', ')}. ` +
        'The features behind them answer "unavailable" until these are set.',
    );
  }
  if (config.env === 'production' && config.sandbox) {
    app.log.warn(
      'SANDBOX is on in production: /sandbox is open to anyone who reaches this server, and its mail catcher shows every password-reset link.',
    );
  }
  const database_ = config.databaseUrl ? 'PostgreSQL' : `embedded PGlite in ${config.dataDir}`;
  app.log.info(
    { startupMs: Math.round(performance.now() - started) },
    `Dealer Admin on ${config.publicUrl} (${database_})`,
  );
}

main().catch((err) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
