import { randomUUID } from 'node:crypto';
import { join, resolve } from 'node:path';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { AppContext } from './context';
import type { Database } from './db/client';
import { keptEmailTransport } from './integrations/email/kept-transport';
import { mailCatcherSandbox } from './integrations/email/sandbox';
import { smtpTransport } from './integrations/email/smtp-client';
import { createErrorReporter, type ErrorReporter } from './integrations/error-reporting';
import { inspectionClient } from './integrations/inspection/client';
import { inspectionSandbox } from './integrations/inspection/sandbox';
import { plateLookupSandbox } from './integrations/plate-lookup/sandbox';
import { keptSmsTransport } from './integrations/sms/kept-transport';
import { smsSandbox } from './integrations/sms/sandbox';
import { twilioSmsTransport } from './integrations/sms/twilio-client';
import { SMS_STATUS_PATH } from './integrations/sms/webhook-paths';
import { createStorage } from './integrations/storage';
import { s3Origin } from './integrations/storage/s3';
import { valuationSandboxes } from './integrations/valuations/sandbox';
import { vautoClient } from './integrations/vauto/client';
import { vautoSandbox } from './integrations/vauto/sandbox';
import { vehicleHistorySandbox } from './integrations/vehicle-history/sandbox';
import { type PollingWorker, startPollingWorker } from './lib/polling-worker';
import { appraisalIntegrationRoutes } from './modules/appraisal-integrations/appraisal-integrations.routes';
import { VAUTO_APPRAISAL_JOB, vautoAppraisalHandler } from './modules/appraisal-integrations/auto-push.service';
import { appraisalDetailRoutes } from './modules/appraisals/appraisal-detail.routes';
import { appraisalEditRoutes } from './modules/appraisals/appraisal-edits.routes';
import { appraisalListRoutes } from './modules/appraisals/appraisals.routes';
import { recordPageTitle } from './modules/appraisals/record-page-title';
import { authRoutes } from './modules/auth/auth.routes';
import { SESSION_COOKIE } from './modules/auth/session.service';
import { SessionCache } from './modules/auth/session-cache';
import { campaignMailingRoutes } from './modules/campaign-mailing/campaign-mailing.routes';
import { MAILING_SEND_JOB, mailingSendHandler } from './modules/campaign-mailing/mailing-send.service';
import { withCampaignAutoOffer } from './modules/campaigns';
import { campaignRoutes } from './modules/campaigns/campaigns.routes';
import { clientConfigRoutes } from './modules/client-config/client-config.routes';
import { dashboardRoutes } from './modules/dashboards/dashboards.routes';
import { dealerSettingsRoutes } from './modules/dealer-settings/dealer-settings.routes';
import { dealerRoutes } from './modules/dealers/dealers.routes';
import { documentRoutes } from './modules/documents/documents.routes';
import { emailTemplateRoutes } from './modules/email-templates/email-templates.routes';
import { healthRoutes } from './modules/health/health.routes';
import { inspectionRoutes } from './modules/inspections/inspections.routes';
import { intakeRoutes } from './modules/intake/intake.routes';
import { type JobHandlers, runDueJobs, startJobWorker } from './modules/jobs';
import { lookupRoutes } from './modules/lookups/lookups.routes';
import {
  countRequests,
  createAppMetrics,
  metricsRoutes,
  NO_METER,
  registerScrapeGauges,
  valuationBreakerStates,
} from './modules/metrics';
import { startLiveHub } from './modules/notifications/live-hub';
import { runNotificationScan } from './modules/notifications/notification-scan';
import { notificationRoutes } from './modules/notifications/notifications.routes';
import { offerRoutes } from './modules/offers/offers.routes';
import { outboxRoutes } from './modules/outbox/outbox.routes';
import { type OutboxWorker, startOutboxWorker, type Transports } from './modules/outbox/outbox.worker';
import { mailDomain } from './modules/outbox/outbox-message-id';
import { smsConsentRoutes } from './modules/sms/sms-consent.routes';
import { smsWebhookRoutes } from './modules/sms/sms-webhooks.routes';
import { dealerUserRoutes } from './modules/users/dealer-users.routes';
import { invitationRoutes } from './modules/users/invitations.routes';
import { userRoutes } from './modules/users/users.routes';
import { INITIAL_VALUATIONS_JOB, initialValuationsHandler } from './modules/valuations';
import { valuationRoutes } from './modules/valuations/valuations.routes';
import { vehicleHistoryRoutes } from './modules/vehicle-history/vehicle-history.routes';
import { vehicleLookupPorts, vehicleLookupRoutes } from './modules/vehicle-lookup/vehicle-lookup.routes';
import { worksheetRoutes } from './modules/worksheet/worksheet.routes';
import { registerAccess } from './plugins/access';
import { answerSerializerCompiler, declareErrorAnswers } from './plugins/answer-serializer';
import { registerCompression } from './plugins/compression';
import { registerErrorHandler } from './plugins/error-handler';
import { registerErrorReporting } from './plugins/error-reporting';
import { trackInFlight } from './plugins/in-flight';
import { registerInputGuard } from './plugins/input-guard';
import { registerLiveWriter } from './plugins/live-writer';
import { openApiTransform, SESSION_SECURITY_SCHEME } from './plugins/openapi-access';
import { databaseRateLimitStore } from './plugins/rate-limit-store';
import { requestLogSerializers } from './plugins/request-log';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerValueGuard } from './plugins/value-guard';
import { loadWebIndex, type WebIndex } from './plugins/web-pages';
import { registerWebStatic } from './plugins/web-static';

export interface AppDeps {
  config: Config;
  database: Database;
  /** Outside-world transports; defaults follow the config (SMTP when SMTP_URL is set, the SMS provider when config.sms is, else kept). */
  transports?: Partial<Transports>;
  /** Tests move time; everything else uses the wall clock. */
  now?: () => Date;
  /** 'manual' leaves delivery to the caller (tests call deliverDue). */
  outboxWorker?: 'auto' | 'manual';
  /** 'manual' leaves due jobs to the caller (tests call runJobs, to stop a job between its steps). */
  jobWorker?: 'auto' | 'manual';
  /** 'manual' leaves the maturing-lease and summary scan to the caller (tests call runNotificationScan). */
  notificationScan?: 'auto' | 'manual';
  /** HTTP client for outside services; defaults to the global fetch. */
  fetch?: typeof fetch;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
  /** Defaults to the config's (Sentry when SENTRY_DSN is set). */
  errorReporter?: ErrorReporter;
  /** Checks each answer against its declared schema before it leaves; default: outside production. */
  checkAnswers?: boolean;
}

/** The web's own request id, when it is one (it lands in logs and reports: nothing else is taken). */
function clientRequestId(value: string | string[] | undefined): string | undefined {
  return typeof value === 'string' && /^[\w-]{8,64}$/.test(value) ? value : undefined;
}

export interface App {
  app: FastifyInstance;
  ctx: AppContext;
  transports: Transports;
  /** Requests being answered now (a shutdown past its deadline reports them cut). */
  inFlight: () => number;
  /** Runs the due jobs once (with jobWorker 'manual'); answers how many were claimed. */
  runJobs: (stopping?: AbortSignal) => Promise<number>;
}

function defaultTransports(config: Config, fetch: AppContext['fetch']): Transports {
  const statusCallbackUrl = `${config.publicUrl}${SMS_STATUS_PATH}`;
  return {
    email: config.smtpUrl ? smtpTransport(config.smtpUrl, config.mailFrom) : keptEmailTransport,
    sms: config.sms ? twilioSmsTransport(fetch, { ...config.sms, statusCallbackUrl }) : keptSmsTransport,
  };
}

/** Registers plugins then modules; no I/O of its own beyond what the deps do. */
export async function buildApp(deps: AppDeps): Promise<App> {
  const { config, database } = deps;
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            serializers: requestLogSerializers,
            ...(deps.logStream && { stream: deps.logStream }),
          },
    trustProxy: config.trustProxy,
    genReqId: (req) => clientRequestId(req.headers['x-request-id']) ?? randomUUID(),
    bodyLimit: 1_048_576,
  });
  const inFlight = trackInFlight(app);
  app.setValidatorCompiler(validatorCompiler);
  // Outside production every answer is also checked against its schema (tests fail on a mismatch).
  app.setSerializerCompiler(answerSerializerCompiler(deps.checkAnswers ?? config.env !== 'production'));
  // Before the routes: it hooks each route as it is added.
  await registerCompression(app);

  let worker: OutboxWorker | null = null;
  let jobWorker: PollingWorker | null = null;
  // Measured only for a scraper holding METRICS_TOKEN.
  const metrics = config.metricsToken ? createAppMetrics() : null;
  if (metrics) countRequests(app, metrics);
  const ctx: AppContext = {
    db: database.db,
    config,
    sessions: new SessionCache(config.sessionCacheMs),
    now: deps.now ?? (() => new Date()),
    kickOutbox: () => worker?.kick(),
    kickJobs: () => jobWorker?.kick(),
    fetch: deps.fetch ?? ((input, init) => fetch(input, init)),
    meter: metrics ?? NO_METER,
  };
  const transports = { ...defaultTransports(config, ctx.fetch), ...deps.transports };
  if ((deps.outboxWorker ?? 'auto') === 'auto') {
    worker = startOutboxWorker(database.db, transports, config.outboxPollMs, app.log, {
      now: ctx.now,
      messageIdDomain: mailDomain(config.mailFrom),
    });
    stopWhenClosing(app, worker);
  }

  const https = config.publicUrl.startsWith('https://');
  registerSecurityHeaders(app, {
    // Over plain HTTP (local demo, LAN) HSTS and upgrade-insecure-requests would break the page.
    hsts: https,
    contentSecurityPolicy: {
      directives: {
        upgradeInsecureRequests: https ? [] : null,
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...outsideOrigins(config).files],
        connectSrc: ["'self'", ...outsideOrigins(config).all],
        fontSrc: ["'self'", 'data:'],
        frameSrc: inspectionFrameSources(config),
        frameAncestors: ["'self'"],
      },
    },
  });
  await app.register(cookie);
  await app.register(rateLimit, {
    global: false,
    store: databaseRateLimitStore(ctx),
    errorResponseBuilder: () => ({
      statusCode: 429,
      code: 'RATE_LIMITED',
      message: 'Too many requests. Please wait a few minutes and try again.',
    }),
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Dealer Admin API', version: '1.0.0' },
      components: { securitySchemes: SESSION_SECURITY_SCHEME },
      security: [{ session: [] }],
    },
    transform: openApiTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  registerErrorReporting(app, deps.errorReporter ?? createErrorReporter(config));
  const web = webIndex(config);
  registerErrorHandler(
    app,
    web,
    (request, pathname) => recordPageTitle(ctx, request.cookies[SESSION_COOKIE], pathname),
    app.rateLimit({ max: config.maxPageRequestsPerIp, timeWindow: 60_000, groupId: 'pages' }),
  );
  registerAccess(app, ctx);
  registerValueGuard(app);
  registerInputGuard(app);
  registerLiveWriter(app);

  // Jobs queued by changes (the valuations of a new appraisal, a mailing list's send) run after the
  // answer; closing the app waits for the pass under way.
  const jobHandlers: JobHandlers = {
    // A campaign's auto offer runs on the values the valuations just stored.
    [INITIAL_VALUATIONS_JOB]: withCampaignAutoOffer(ctx, initialValuationsHandler(ctx, app.log)),
    [VAUTO_APPRAISAL_JOB]: vautoAppraisalHandler(ctx, vautoClient(ctx.fetch, config.vauto)),
    [MAILING_SEND_JOB]: mailingSendHandler(ctx, createStorage(config)),
  };
  const runJobs = (stopping?: AbortSignal) => runDueJobs(database.db, jobHandlers, { now: ctx.now, stopping });
  if ((deps.jobWorker ?? 'auto') === 'auto') {
    jobWorker = startJobWorker(database.db, jobHandlers, config.jobPollMs, app.log, { now: ctx.now });
    stopWhenClosing(app, jobWorker);
  }
  // The live channel: this instance's LISTEN and its open streams (ended before the server closes,
  // or the open streams would hold it open).
  const live = await startLiveHub(database, app.log, [ctx.sessions]);
  app.addHook('preClose', () => live.stop());
  if (metrics) {
    registerScrapeGauges(metrics.registry, {
      db: ctx.db,
      now: ctx.now,
      liveConnections: () => live.hub.size,
      breakers: () => valuationBreakerStates(ctx),
      poolUse: database.poolUse,
    });
  }
  await app.register(metricsRoutes(metrics, config.metricsToken));
  // Maturing leases and daily summaries: every instance scans; a claim per event keeps it to once.
  if (deps.notificationScan !== 'manual') {
    const scan = startPollingWorker(
      'notification scan',
      () => runNotificationScan(ctx),
      config.notificationScanMs,
      app.log,
    );
    stopWhenClosing(app, scan);
  }
  const vehicles = vehicleLookupPorts(ctx, app);
  await app.register(
    async (api) => {
      declareErrorAnswers(api);
      await api.register(healthRoutes(database));
      await api.register(clientConfigRoutes(ctx));
      await api.register(authRoutes(ctx));
      await api.register(userRoutes(ctx));
      await api.register(dealerUserRoutes(ctx));
      await api.register(invitationRoutes(ctx));
      await api.register(dealerRoutes(ctx));
      await api.register(dealerSettingsRoutes(ctx));
      await api.register(outboxRoutes(ctx));
      await api.register(smsWebhookRoutes(ctx));
      await api.register(smsConsentRoutes(ctx));
      await api.register(emailTemplateRoutes(ctx));
      await api.register(appraisalListRoutes(ctx));
      await api.register(dashboardRoutes(ctx));
      await api.register(lookupRoutes(ctx));
      await api.register(campaignRoutes(ctx));
      await api.register(campaignMailingRoutes(ctx));
      await api.register(appraisalEditRoutes(ctx));
      await api.register(documentRoutes(ctx));
      await api.register(appraisalIntegrationRoutes(ctx));
      await api.register(appraisalDetailRoutes(ctx));
      await api.register(inspectionRoutes(ctx));
      await api.register(vehicleLookupRoutes(vehicles));
      await api.register(
        intakeRoutes(ctx, { ...vehicles, inspection: inspectionClient(ctx.fetch, config.inspection) }),
      );
      await api.register(valuationRoutes(ctx));
      await api.register(offerRoutes(ctx));
      await api.register(worksheetRoutes(ctx));
      await api.register(vehicleHistoryRoutes(ctx));
      await api.register(notificationRoutes(ctx, live.hub));
    },
    { prefix: '/api' },
  );
  if (config.sandbox) await app.register(vautoSandbox(ctx), { prefix: '/sandbox/vauto' });
  if (config.sandbox) await app.register(plateLookupSandbox(ctx), { prefix: '/sandbox/plates' });
  if (config.sandbox) await app.register(inspectionSandbox(ctx), { prefix: '/sandbox/inspection' });
  if (config.sandbox) await app.register(valuationSandboxes(ctx), { prefix: '/sandbox' });
  if (config.sandbox) await app.register(vehicleHistorySandbox(ctx), { prefix: '/sandbox/carfax' });
  if (config.sandbox) await app.register(smsSandbox(ctx), { prefix: '/sandbox/sms' });
  if (config.sandbox) await app.register(mailCatcherSandbox(ctx), { prefix: '/sandbox/mail' });

  if (web) await registerWebStatic(app, web.root);

  return { app, ctx, transports, inFlight, runJobs };
}

/**
 * A worker stops taking work as soon as closing starts (its claims not started go back to the
 * queue at once, for another instance), while requests in flight finish; the item in hand is
 * awaited before the database closes.
 */
function stopWhenClosing(app: FastifyInstance, worker: PollingWorker): void {
  app.addHook('preClose', async () => {
    void worker.stop();
  });
  app.addHook('onClose', () => worker.stop());
}

/**
 * Frames the page may show: only the inspection service's condition report. Our own sandbox's
 * report is framed by path (appraisal detail), so it loads from the page's host: 'self'.
 */
function inspectionFrameSources(config: Config): string[] {
  const origin = new URL(config.inspection.url).origin;
  return origin === new URL(config.publicUrl).origin ? ["'self'"] : [origin];
}

/**
 * Origins the page itself talks to besides ours: the bucket its files go to and come from
 * (presigned URLs) and the error-reporting service its reports go to.
 */
function outsideOrigins(config: Config): { files: string[]; all: string[] } {
  const files = config.s3 ? [s3Origin(config.s3)] : [];
  const reports = config.sentry ? [new URL(config.sentry.dsn).origin] : [];
  return { files, all: [...files, ...reports] };
}

/** The built web app, when there is one to serve. */
function webIndex(config: Config): WebIndex | null {
  return loadWebIndex(resolve(config.webDist ?? join(process.cwd(), 'apps/web/dist')));
}
