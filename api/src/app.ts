import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import { openDatabase, type DatabaseHandle, type OpenDatabaseOptions } from './db/client';
import { findDomains } from './db/domains';
import { registerUrlTreeGuards } from './plugins/url-tree-guards';
import { prepareDatabase as prepareSchema } from './db/prepare-database';
import { systemClock, type Clock } from './lib/clock';
import { shiftableClock, type ShiftableClock } from './lib/shiftable-clock';
import { applyThaiValidationMessages } from './lib/thai-validation-messages';
import type { SmsProvider } from './auth/sms-provider';
import { decorateAppContext } from './plugins/app-context';
import { registerAuthenticate } from './plugins/authenticate';
import { decorateSms, smsProviderFor } from './plugins/sms';
import { registerCompression } from './plugins/compression';
import { registerCors } from './plugins/cors';
import { registerErrorHandler } from './plugins/error-handler';
import { registerKeepAliveRecycling } from './plugins/keep-alive-recycling';
import { registerShutdownGate } from './plugins/shutdown-gate';
import { frameworkErrorOptions, registerHostCheck } from './plugins/framework-errors';
import { registerNotFound } from './plugins/not-found';
import { registerRefusedBodyDrain } from './plugins/refused-body-drain';
import { databaseRateLimitStore } from './plugins/rate-limit-store';
import { registerRouteFolders } from './plugins/route-folders';
import { registerRouteTable } from './plugins/route-table';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerUnsafeTextGuard } from './plugins/unsafe-text-guard';

declare module 'fastify' {
  interface FastifyInstance {
    /** Development and tests only: the movable clock behind `now` (`/dev/clock`). */
    devClock: ShiftableClock | undefined;
  }
}

export interface BuildAppOptions {
  config: AppConfig;
  /** An open database (else one is opened from `config.databaseUrl`); either way it closes with the app. */
  database?: DatabaseHandle;
  clock?: Clock;
  /** Apply migrations and the idempotent seed before serving (default true). */
  prepareDatabase?: boolean;
  logger?: FastifyServerOptions['logger'];
  /** Where OTP texts go; default: `SMS_GATEWAY`'s gateway, else the development inbox (`plugins/sms.ts`). */
  smsProvider?: SmsProvider;
}

/** Builds the whole API, ready to `listen`, or to `inject` in tests. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, clock = systemClock, prepareDatabase = true } = options;
  applyThaiValidationMessages();

  const app = Fastify({
    logger: options.logger ?? false,
    routerOptions: { ignoreTrailingSlash: true },
    // A number of hops is a function for Fastify: trust that many proxies in front.
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    // What the router and Node refuse before any route runs gets the Thai error shape too.
    ...frameworkErrorOptions,
    // A client that sends its request too slowly is cut off (Node answers 408, in Thai through
    // `frameworkErrorOptions`); the server checks those clocks every second, not every 30.
    requestTimeout: config.http.requestTimeoutMs,
    http: {
      ...frameworkErrorOptions.http,
      headersTimeout: config.http.headersTimeoutMs,
      connectionsCheckingInterval: 1_000,
    },
    // While closing, `plugins/shutdown-gate.ts` answers in Thai (Fastify's own 503 is English).
    return503OnClosing: false,
  });
  // Outside production the clock can be moved by the dev-only /dev/clock route; the demo data is
  // seeded by it too, so a clock that starts shifted plans its draws from its own today.
  const production = config.nodeEnv === 'production';
  const devClock = production ? undefined : shiftableClock(clock, config.devClockShiftMs);
  try {
    const database =
      options.database ?? (await openDatabase(config.databaseUrl, appDatabaseOptions(config, app.log)));
    app.addHook('onClose', () => database.close());
    if (prepareDatabase) {
      // A pool of its own on PostgreSQL; PGlite (one per process) or a handed-in database as is.
      const ownHandle = options.database === undefined && database.driver === 'postgres';
      const report = await prepareSchema(
        config,
        devClock?.now() ?? clock(),
        ownHandle ? undefined : database,
      );
      app.log.info(report, 'database ready');
    }

    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    app.decorate('devClock', devClock);
    decorateAppContext(app, { database, config, now: devClock?.now ?? clock });
    decorateSms(app, options.smsProvider ?? smsProviderFor(config, app.log));
    registerRouteTable(app);
    // Before any plugin adds a route (CORS adds its preflight): every route answers in the §8 shape.
    registerErrorHandler(app);
    // The first hooks: a closing process refuses before any other work, and connections recycle.
    registerShutdownGate(app, { cancelRunning: database.cancelRunning });
    registerKeepAliveRecycling(app, {
      maxRequests: config.http.keepAliveMaxRequests,
      maxSeconds: config.http.keepAliveMaxSeconds,
    });
    // Every refusal waits for the rest of the body, so the client reads it rather than a reset.
    registerRefusedBodyDrain(app);
    registerNotFound(app);
    await registerSecurityHeaders(app);
    // First of the hooks that can refuse: nothing after it sees a NUL or half a surrogate pair.
    registerUnsafeTextGuard(app);
    registerHostCheck(app);
    registerAuthenticate(app);
    await registerCompression(app);
    await registerCors(app, config);
    // Off by default: only routes that set `config.rateLimit` are counted (the site's public forms),
    // in the database like the login and OTP limits, so they hold across API processes.
    await app.register(rateLimit, { global: false, store: databaseRateLimitStore(database.db, clock) });

    // Before any route: the domains declare which URL sub-trees are guarded, and by what.
    registerUrlTreeGuards(app);
    // Each domain's plugin (where its listeners register), found by its folder, in dependency order.
    const domains = await findDomains();
    for (const domain of domains) await app.register(domain.plugin);
    // Every folder of routes/ (and of a domain's own routes/) with an index.ts is its URL.
    await registerRouteFolders(app, { production, domainDirs: domains.flatMap((d) => d.routesDir ?? []) });
    await app.ready();
    return app;
  } catch (error) {
    // Closing runs the onClose hook, so the database is closed too.
    await app.close().catch(() => undefined);
    throw error;
  }
}

/** The request-serving pool: the session limits, the bounds on waiting, broken connections logged. */
function appDatabaseOptions(config: AppConfig, log: FastifyBaseLogger): OpenDatabaseOptions {
  const limits = config.databaseLimits;
  return {
    poolSize: config.databasePoolSize,
    limits: limits.session,
    acquireTimeoutMs: limits.acquireTimeoutMs,
    maxWaiting: limits.maxWaiting,
    onConnectionError: (error) => log.warn({ err: error }, 'a database connection broke; it is replaced'),
  };
}
