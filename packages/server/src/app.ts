import { siteRoutes } from './api/admin/siteRoutes.js';
import { embedRoutes } from './api/embed/embedRoutes.js';
import { join } from 'node:path';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, jsonSchemaTransformObject, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { TicketPath, UPLOAD_MAX_BYTES, VisitorPath } from '@parley/protocol';

/** The visitor calls that write (typing and read marks aside: cheap, and frequent by design), under the abuse limits. */
const VISITOR_WRITES: ReadonlySet<string> = new Set([
  VisitorPath.sendMsg,
  VisitorPath.robotAsk,
  VisitorPath.sysMsg,
  VisitorPath.transferAgent,
  VisitorPath.chatClose,
  VisitorPath.evaluate,
  VisitorPath.commentDoc,
  VisitorPath.submitUserForm,
  VisitorPath.upload,
  VisitorPath.uploadBase64,
  VisitorPath.resetInfo,
  VisitorPath.fromRequest,
  VisitorPath.leaveMsg,
  VisitorPath.updateSessionMsg,
  TicketPath.addWo,
  TicketPath.addWoHandleInfo,
  TicketPath.rateWo,
  TicketPath.clientUpload,
  // Signals are left out: a call's set-up trickles a burst of ICE candidates.
  VisitorPath.userVideoInvitation,
]);
import type { Bus } from './platform/bus/bus.js';
import { createMemoryBus } from './platform/bus/memoryBus.js';
import { Redis } from 'ioredis';
import { createRedisBus } from './platform/bus/redisBus.js';
import { endStreamsOnClose } from './platform/http/sse.js';
import type { Config } from './platform/config.js';
import { adminRoutes } from './api/admin/routes.js';
import { privacyRoutes } from './api/admin/privacyRoutes.js';
import { jobRoutes } from './api/admin/jobRoutes.js';
import { webhookRoutes } from './api/admin/webhookRoutes.js';
import { reportRoutes } from './api/reports/reportRoutes.js';
import { identityRoutes } from './api/admin/identityRoutes.js';
import { diskStorage } from './platform/storage/fileStorage.js';
import { mediaRoutes } from './api/media/routes.js';
import { evaluationRoutes } from './api/evaluation/routes.js';
import { formRoutes } from './api/forms/routes.js';
import { consoleRoutes } from './api/console/routes.js';
import { callRoutes } from './api/calls/routes.js';
import type { AppContext } from './platform/context.js';
import { openDatabase, type Db } from './platform/db/database.js';
import { migrate } from './platform/db/migrate.js';
import { registerErrorHandling } from './platform/http/errors.js';
import { registerInputGuards } from './platform/http/inputGuards.js';
import { lazyChildLogger, loggerOptions, type LogStream } from './platform/http/logging.js';
import { VISITOR_WRITE_LIMITS, memoryCounters, redisCounters, registerWriteLimits } from './platform/http/rateLimit.js';
import { cachedTokenVerifier } from './platform/auth/visitorToken.js';
import { tokenOf } from './domains/visitors/visitorAuth.js';
import { robotAdminRoutes } from './api/robot/adminRoutes.js';
import { sensitiveRoutes } from './api/sensitive/routes.js';
import { robotRoutes } from './api/robot/routes.js';
import { findChannel } from './domains/channels/channelStore.js';
import { createPollCache } from './platform/bus/pollCache.js';
import { createBusCaches } from './platform/bus/busCache.js';
import { createMetrics, instrumentRequests } from './platform/ops/metrics.js';
import { opsRoutes } from './api/ops/routes.js';
import { withTimeout } from './platform/ops/withTimeout.js';
import { API_POLICY } from './api/static/securityHeaders.js';
import { defaultStaticRoot, registerStaticSites } from './api/static/staticSites.js';
import { visitorChannelInfo } from './api/chat/channelInfo.js';
import { explainEmptyInstall, seedDemoTenant } from './domains/demo/demoSeed.js';
import { applyDemoIdentitySecret } from './domains/demo/demoIdentity.js';
import { deskRoutes } from './api/tickets/deskRoutes.js';
import { ticketRoutes } from './api/tickets/routes.js';
import { startBackgroundLoop } from './jobs/backgroundLoop.js';
import { jobHandlers } from './jobs/jobHandlers.js';
import { startJobWorker, type JobWorker } from './jobs/jobWorker.js';
import { createJobSignal } from './platform/jobs/jobQueue.js';
import { visitorRoutes } from './api/chat/routes.js';
import { accountRoutes } from './api/accounts/accountRoutes.js';
import { teamRoutes } from './api/accounts/teamRoutes.js';
import { operatorRoutes } from './api/operator/operatorRoutes.js';
import { startMailListener, type MailListener } from './api/mail/smtpListener.js';
import { startMailPoller, type MailPoller } from './api/mail/imapPoller.js';
import { apiKeyAdminRoutes } from './api/apiKeys/adminRoutes.js';
import { REST_SECURITY_SCHEME, restRoutes } from './api/rest/restRoutes.js';

/** Fails with the setting's name when the broker does not answer a ping in time. */
async function requireBroker(bus: Bus, ms = 5000): Promise<void> {
  try {
    await withTimeout(bus.ping(), ms);
  } catch (err) {
    await bus.close().catch(() => undefined);
    throw new Error(`REDIS_URL: Redis cannot be reached (${err instanceof Error ? err.message : String(err)})`, { cause: err });
  }
}

/** JSON answers and text, never text/event-stream. */
const COMPRESSIBLE = /^(?:application\/json|text\/(?!event-stream))/;
export interface BuildOptions {
  config: Config;
  /** An open database; when absent one is opened from the config. */
  db?: Db;
  bus?: Bus;
  now?: () => number;
  logger?: FastifyServerOptions['logger'];
  /** Where the scrubbed log lines go instead of stdout (the privacy test reads them). */
  logStream?: LogStream;
  /** Serve the built widget, console and embed script (off in API tests). */
  serveStatic?: boolean;
  /** Run idle timers and the queue sweep on an interval (off in tests, which call them with their own clock). */
  background?: boolean;
  /** Run the durable queue's jobs on this node (on unless false; a test that steps through jobs turns it off). */
  jobs?: boolean;
  /** Take ticket replies (the SMTP listener of MAIL_IN_PORT, the mailbox of MAIL_IMAP_URL) when set; on unless false. */
  mailIn?: boolean;
}

/** A route as registered: what the fuzz and access-matrix suites are generated from. */
export interface RouteEntry {
  method: string;
  url: string;
  /** The body schema (zod), when the route has one. */
  body?: unknown;
  /** The query string's schema (zod), when the route declares one. */
  query?: unknown;
}

export interface ParleyApp {
  app: FastifyInstance;
  ctx: AppContext;
  routes: RouteEntry[];
  /** This node's job worker (null when jobs are off). */
  jobs: JobWorker | null;
  /** The SMTP listener for ticket replies (null without MAIL_IN_PORT). */
  mailIn: MailListener | null;
  /** The IMAP mailbox polled for ticket replies (null without MAIL_IMAP_URL). */
  mailPoller: MailPoller | null;
}

/** The app factory: tests build it around a real database and use inject; main() adds listen and signals. */
export async function buildApp(opts: BuildOptions): Promise<ParleyApp> {
  const { config } = opts;
  const app = Fastify({
    logger: opts.logger ?? loggerOptions(config.logLevel, opts.logStream),
    childLoggerFactory: lazyChildLogger,
    bodyLimit: 16 * 1024 * 1024,
    // A client that stops sending mid-request (a stalled upload) is cut off rather than held forever: the socket
    // may idle that long (above the SSE heartbeat and the longest poll wait), the whole request take that long.
    requestTimeout: config.requestTimeoutMs ?? 120_000,
    connectionTimeout: config.requestTimeoutMs ?? 120_000,
    // Only behind a proxy we were told about: otherwise a client could forge X-Forwarded-For.
    // A hop count trusts that many addresses nearest the server (the socket's is hop 0), as proxy-addr counts them.
    trustProxy: typeof config.trustProxy === 'number' ? hopsTrusted(config.trustProxy) : (config.trustProxy ?? false),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const routes: RouteEntry[] = [];
  endStreamsOnClose(app);
  app.addHook('onRoute', (r) => {
    for (const method of [r.method].flat()) routes.push({ method, url: r.url, body: r.schema?.body, query: r.schema?.querystring });
  });

  const db =
    opts.db ??
    (await openDatabase({
      dataDir: config.dataDir,
      databaseUrl: config.databaseUrl,
      databaseSchema: config.databaseSchema,
      log: app.log,
    }));
  await migrate(db);
  const redisPrefix = config.redisPrefix ?? 'parley:';
  const bus = opts.bus ?? (config.redisUrl ? createRedisBus(config.redisUrl, redisPrefix) : createMemoryBus());
  // Without this a node whose Redis is down waits on its first subscription for ever, saying nothing.
  if (config.redisUrl && !opts.bus) await requireBroker(bus);
  const counters = config.redisUrl ? redisCounters(config.redisUrl, `${redisPrefix}limit:`) : memoryCounters();
  const now = opts.now ?? Date.now;
  const ctx: AppContext = {
    config,
    db,
    bus,
    log: app.log,
    polls: await createPollCache(bus, { now }),
    caches: createBusCaches(bus, { now }),
    verifyToken: cachedTokenVerifier(config.secret),
    now,
    jobs: createJobSignal(),
    // The AWS SDK (0.3 s to load) is loaded only when a bucket is configured.
    files: config.uploadsS3
      ? (await import('./platform/storage/s3Storage.js')).s3Storage(config.uploadsS3, join(config.dataDir, 'uploads-staging'))
      : diskStorage(join(config.dataDir, 'uploads')),
    limits: counters,
  };
  if (config.seedDemo) await seedDemoTenant(ctx);
  else await explainEmptyInstall(ctx);
  if (config.demoIdentitySecret) await applyDemoIdentitySecret(ctx, config.demoIdentitySecret);

  // External plugins first, then our routes (fastify/demo's order).
  // Answers of 1 KB and more go brotli or gzip when the client asks (history pages, knowledge lists, ticket lists);
  // never an event stream, which must reach the client frame by frame. Built files are compressed ahead of time.
  // Request bodies are never compressed (inputGuards.ts answers such a body 415), so no request pays the plugin's
  // decompression hook.
  await app.register(fastifyCompress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    customTypes: COMPRESSIBLE,
    globalDecompression: false,
  });
  await app.register(fastifyCookie);
  // One file per request; one byte over the limit marks the stream truncated and the upload is refused.
  await app.register(fastifyMultipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 10, fieldSize: 1000 } });
  // Per-route limits (chatStart, uploads, form targets) count in Redis when the nodes share one, so a client cannot
  // multiply them by the number of nodes; a Redis outage lets requests through rather than failing them.
  const limitRedis = config.redisUrl ? new Redis(config.redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1 }) : undefined;
  limitRedis?.on('error', () => undefined);
  await app.register(fastifyRateLimit, {
    global: false,
    ...(limitRedis ? { redis: limitRedis, nameSpace: `${redisPrefix}route-limit:`, skipOnError: true } : {}),
  });
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Parley API',
        version: '0.1.0',
        description:
          'Visitor, console and admin calls, and the REST API for workspace API keys (`/api/v1`, `Authorization: Bearer <key>`). Every answer is {code, message, data}.',
      },
      components: {
        securitySchemes: {
          [REST_SECURITY_SCHEME]: { type: 'http', scheme: 'bearer', description: 'A workspace API key (Settings → API keys).' },
        },
      },
    },
    transform: jsonSchemaTransform,
    // Schemas with an id in zod's registry (the recursive ones) become components the routes refer to.
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/docs' });
  registerErrorHandling(app);
  registerInputGuards(app);
  registerWriteLimits(
    app,
    counters,
    VISITOR_WRITES,
    (request) => {
      const claims = ctx.verifyToken(tokenOf(request), ctx.now());
      return claims ? `${claims.tenantId}:${claims.userId}` : undefined;
    },
    {
      perVisitor: { max: config.visitorWritesPer10s ?? VISITOR_WRITE_LIMITS.perVisitor.max, windowMs: 10_000 },
      perAddress: { max: config.addressWritesPer10s ?? VISITOR_WRITE_LIMITS.perAddress.max, windowMs: 10_000 },
    },
  );

  app.addHook('onSend', async (_request, reply) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    // Pages and served files set their own policy; a JSON answer loads nothing and is framed by nobody.
    if (!reply.hasHeader('Content-Security-Policy') && String(reply.getHeader('content-type') ?? '').startsWith('application/json')) {
      reply.header('Content-Security-Policy', API_POLICY);
    }
  });

  // Every route's requests are counted and timed (root hook: it sees all routes registered below).
  const metrics = createMetrics(ctx);
  instrumentRequests(app, metrics);
  await app.register(visitorRoutes(ctx));
  await app.register(robotRoutes(ctx));
  await app.register(evaluationRoutes(ctx));
  await app.register(formRoutes(ctx));
  await app.register(mediaRoutes(ctx));
  await app.register(consoleRoutes(ctx));
  await app.register(adminRoutes(ctx));
  await app.register(privacyRoutes(ctx));
  await app.register(jobRoutes(ctx));
  await app.register(webhookRoutes(ctx));
  await app.register(reportRoutes(ctx));
  await app.register(identityRoutes(ctx));
  await app.register(robotAdminRoutes(ctx));
  await app.register(sensitiveRoutes(ctx));
  await app.register(ticketRoutes(ctx));
  await app.register(deskRoutes(ctx));
  await app.register(callRoutes(ctx));
  await app.register(accountRoutes(ctx));
  await app.register(teamRoutes(ctx));
  await app.register(operatorRoutes(ctx));
  await app.register(siteRoutes(ctx));
  await app.register(embedRoutes(ctx));
  await app.register(apiKeyAdminRoutes(ctx));
  await app.register(restRoutes(ctx));
  await app.register(opsRoutes(ctx, metrics));

  if (opts.serveStatic) {
    await registerStaticSites(
      app,
      config.staticRoot ?? defaultStaticRoot(),
      async (channelId) => (await findChannel(ctx, channelId))?.settings.embedOrigins ?? [],
      (channelId) => visitorChannelInfo(ctx, channelId),
    );
  }

  const stopBackground = opts.background ? startBackgroundLoop(ctx) : () => undefined;
  const jobs =
    opts.jobs === false
      ? null
      : startJobWorker(ctx, jobHandlers, { leaseMs: config.jobLeaseMs ?? 60_000, recurring: opts.background === true });
  const mailIn = config.mailIn && opts.mailIn !== false ? await startMailListener(ctx, config.mailIn) : null;
  const mailPoller = config.mailImap && opts.mailIn !== false ? startMailPoller(ctx, config.mailImap) : null;
  app.addHook('onClose', async () => {
    await mailIn?.close();
    await mailPoller?.close();
    stopBackground();
    await jobs?.stop();
    await ctx.polls.close();
    await ctx.caches.close();
    await bus.close();
    await counters.close();
    await limitRedis?.quit().catch(() => undefined);
    ctx.files.close?.();
    if (!opts.db) await db.close();
  });
  return { app, ctx, routes, jobs, mailIn, mailPoller };
}

const hopsTrusted =
  (hops: number) =>
  (_address: string, hop: number): boolean =>
    hop < hops;
