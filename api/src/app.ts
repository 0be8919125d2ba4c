import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import { openDatabase, type DatabaseHandle } from './db/client';
import { migrateDatabase } from './db/migrate';
import { seedDatabase } from './db/seed/seed-database';
import { systemClock, type Clock } from './lib/clock';
import { applyThaiValidationMessages } from './lib/thai-validation-messages';
import { InboxSmsProvider, LogOnlySmsProvider, type SmsProvider } from './auth/sms-provider';
import { decorateAppContext } from './plugins/app-context';
import { registerCartRoutes } from './routes/cart-routes';
import { registerOrderRoutes } from './routes/order-routes';
import { registerStoreRoutes } from './routes/store-routes';
import { registerAuthenticate } from './plugins/authenticate';
import { decorateSms } from './plugins/sms';
import { registerCompression } from './plugins/compression';
import { registerCors } from './plugins/cors';
import { registerErrorHandler } from './plugins/error-handler';
import { frameworkErrorOptions, registerHostCheck } from './plugins/framework-errors';
import { registerNotFound } from './plugins/not-found';
import { databaseRateLimitStore } from './plugins/rate-limit-store';
import { registerRouteTable } from './plugins/route-table';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerUnsafeTextGuard } from './plugins/unsafe-text-guard';
import adminRemotesRoutes from './routes/admin/v1/remotes';
import healthRoutes from './routes/health';
import lotteryDrawsRoutes from './routes/public/v2/lottery-draws';
import lotteryResultsRoutes from './routes/public/v2/lottery-results';
import catalogRoutes from './routes/public/v3/catalog';
import { registerMemberDataRoutes } from './routes/member-data-routes';
import systemInfoRoutes from './routes/public/v3/system-info';
import sendPendingSmsRoutes from './routes/api/public/v1/members/send-pending-sms';
import smsInboxRoutes from './routes/dev/sms-inbox';
import authRoutes from './routes/public/v2/auth';
import lineRoutes from './routes/public/v2/auth/line';
import otpRoutes from './routes/public/v2/auth/otp';
import passwordRoutes from './routes/public/v2/auth/password';
import signInCodesRoutes from './routes/public/v2/auth/sign-in-codes';
import consentsRoutes from './routes/public/v2/consents';
import complaintsRoutes from './routes/public/v3/complaints';
import contentsRoutes from './routes/public/v3/contents';
import cookieConsentsRoutes from './routes/public/v3/cookie-consents';
import popupsRoutes from './routes/public/v3/popups';
import articleImagesRoutes from './routes/static/articles';
import prayProjectsRoutes from './routes/public/v1/pray/projects';
import prayPicturesRoutes from './routes/public/v1/pray/pictures';
import praySettingsRoutes from './routes/public/v1/pray/settings';
import prayOgRoutes from './routes/public/v1/pray/og';
import myPrayProjectsRoutes from './routes/public/v1/members/pray/projects';
import votedPrayRoutes from './routes/public/v1/members/pray/voted';
import adminPrayRoutes from './routes/admin/v1/pray/projects';
import popupImagesRoutes from './routes/static/popups';

export interface BuildAppOptions {
  config: AppConfig;
  /** An open database (else one is opened from `config.databaseUrl`); either way it closes with the app. */
  database?: DatabaseHandle;
  clock?: Clock;
  /** Apply migrations and the idempotent seed before serving (default true). */
  prepareDatabase?: boolean;
  logger?: FastifyServerOptions['logger'];
  /** Where OTP texts go; default: the development inbox, or log-only in production. */
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
  });
  try {
    const database = options.database ?? (await openDatabase(config.databaseUrl));
    app.addHook('onClose', () => database.close());
    if (prepareDatabase) {
      await migrateDatabase(database);
      const report = await seedDatabase(database.db, {
        seedDataFile: config.seedDataFile,
        now: clock(),
        ticketCount: config.inventory.seedTicketCount,
      });
      app.log.info(report, 'database ready');
    }

    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    decorateAppContext(app, { db: database.db, config, now: clock });
    const production = config.nodeEnv === 'production';
    decorateSms(
      app,
      options.smsProvider ?? (production ? new LogOnlySmsProvider(app.log) : new InboxSmsProvider(app.log)),
    );
    registerRouteTable(app);
    // Before any plugin adds a route (CORS adds its preflight): every route answers in the §8 shape.
    registerErrorHandler(app);
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

    await app.register(healthRoutes, { prefix: '/health' });
    await app.register(lotteryDrawsRoutes, { prefix: '/public/v2/lottery-draws' });
    await app.register(lotteryResultsRoutes, { prefix: '/public/v2/lottery-results' });
    await app.register(systemInfoRoutes, { prefix: '/public/v3/system-info' });
    await app.register(catalogRoutes, { prefix: '/public/v3/catalog' });
    await app.register(adminRemotesRoutes, { prefix: '/admin/v1/remotes' });
    await app.register(authRoutes, { prefix: '/public/v2/auth' });
    await app.register(otpRoutes, { prefix: '/public/v2/auth/otp' });
    await app.register(passwordRoutes, { prefix: '/public/v2/auth/password' });
    await app.register(lineRoutes, { prefix: '/public/v2/auth/line' });
    await app.register(signInCodesRoutes, { prefix: '/public/v2/auth/sign-in-codes' });
    await app.register(consentsRoutes, { prefix: '/public/v2/consents' });
    await app.register(contentsRoutes, { prefix: '/public/v3/contents' });
    await app.register(popupsRoutes, { prefix: '/public/v3/popups' });
    await app.register(cookieConsentsRoutes, { prefix: '/public/v3/cookie-consents' });
    await app.register(complaintsRoutes, { prefix: '/public/v3/complaints' });
    await app.register(popupImagesRoutes, { prefix: '/static/popups' });
    await app.register(articleImagesRoutes, { prefix: '/static/articles' });
    await app.register(prayProjectsRoutes, { prefix: '/public/v1/pray/projects' });
    await app.register(prayPicturesRoutes, { prefix: '/public/v1/pray/pictures' });
    await app.register(praySettingsRoutes, { prefix: '/public/v1/pray/settings' });
    await app.register(prayOgRoutes, { prefix: '/public/v1/pray/og' });
    await app.register(myPrayProjectsRoutes, { prefix: '/public/v1/members/pray/projects' });
    await app.register(votedPrayRoutes, { prefix: '/public/v1/members/pray/voted' });
    await app.register(adminPrayRoutes, { prefix: '/admin/v1/pray/projects' });
    await app.register(sendPendingSmsRoutes, { prefix: '/api/public/v1/members/send-pending-sms' });
    // The SMS inbox shows OTP codes: never in production.
    if (!production) await app.register(smsInboxRoutes, { prefix: '/dev/sms-inbox' });
    await registerMemberDataRoutes(app);
    await registerStoreRoutes(app);
    await registerCartRoutes(app);
    await registerOrderRoutes(app);
    await app.ready();
    return app;
  } catch (error) {
    // Closing runs the onClose hook, so the database is closed too.
    await app.close().catch(() => undefined);
    throw error;
  }
}
