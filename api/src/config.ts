import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { PRIZE_TIERS } from '@chokdee/shared-contract/rules/prize';
import { DEFAULT_IN_PERSON_TIERS } from '@chokdee/shared-contract/rules/prize-claim';
import type { PrizeTierKey } from '@chokdee/shared-contract/schemas/lottery-result';
import { PRIZE_CLAIM_FEE_MAX_BPS } from '@chokdee/shared-contract/schemas/prize-claim';
import { z } from 'zod';

/** The monorepo root (`api/src` → `..`/`..`): `.data/` lives there so every package shares one data dir. */
const repoRoot = path.resolve(__dirname, '..', '..');
const apiRoot = path.resolve(__dirname, '..');

/** `.env` files often carry `KEY=`; an empty value means "not set", not "set to nothing". */
const unsetIfEmpty = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema);

const PRIZE_TIER_KEYS = PRIZE_TIERS.map((tier) => tier.key) as [PrizeTierKey, ...PrizeTierKey[]];

const optionalText = unsetIfEmpty(z.string().optional());

const port = z.coerce.number().int().min(0).max(65_535);

/** A duration in milliseconds from the environment; 0 means "no limit" where the variable allows it. */
const milliseconds = (fallback: number) => unsetIfEmpty(z.coerce.number().int().min(0).default(fallback));

const EnvSchema = z
  .object({
    API_PORT: unsetIfEmpty(port.optional()),
    PORT: unsetIfEmpty(port.optional()),
    HOST: z.string().min(1).default('0.0.0.0'),
    /**
     * API processes sharing the port (node:cluster); default: the number of CPUs. PGlite is one
     * embedded database in one process, so without a postgres:// DATABASE_URL it is always 1.
     */
    API_WORKERS: unsetIfEmpty(z.coerce.number().int().min(1).max(64).optional()),
    /** PostgreSQL connections per API process (default 10, node-postgres' own default). */
    DATABASE_POOL_SIZE: unsetIfEmpty(z.coerce.number().int().min(1).max(500).default(10)),
    /**
     * Limits of every database session the API serves requests with (milliseconds; 0 = none): a
     * statement, a wait for a lock, a transaction left idle. Migrations, the seed and the results
     * import run under the longer DATABASE_MAINTENANCE_* ones.
     */
    DATABASE_STATEMENT_TIMEOUT_MS: milliseconds(5_000),
    DATABASE_LOCK_TIMEOUT_MS: milliseconds(2_000),
    DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: milliseconds(10_000),
    DATABASE_MAINTENANCE_STATEMENT_TIMEOUT_MS: milliseconds(10 * 60_000),
    DATABASE_MAINTENANCE_LOCK_TIMEOUT_MS: milliseconds(60_000),
    /** How long a request may wait for a pooled connection before it is answered 503 (0 = forever). */
    DATABASE_POOL_ACQUIRE_TIMEOUT_MS: milliseconds(2_000),
    /** Requests of one process that may wait for a pooled connection at once; past that, 503 at once. */
    DATABASE_POOL_MAX_WAITING: unsetIfEmpty(z.coerce.number().int().min(1).default(200)),
    /** Node's limits on receiving a request: all of it, and its headers (slow clients are cut off). */
    HTTP_REQUEST_TIMEOUT_MS: milliseconds(60_000),
    HTTP_HEADERS_TIMEOUT_MS: milliseconds(10_000),
    /**
     * A keep-alive connection is answered `Connection: close` after this many requests or seconds,
     * so clients reconnect and a restarted API process gets its share of them back.
     */
    HTTP_KEEP_ALIVE_MAX_REQUESTS: unsetIfEmpty(z.coerce.number().int().min(1).default(100)),
    HTTP_KEEP_ALIVE_MAX_SECONDS: unsetIfEmpty(z.coerce.number().min(0.1).default(2)),
    /** After SIGTERM, how long requests in flight may take before their statements are cancelled. */
    SHUTDOWN_GRACE_MS: milliseconds(10_000),
    DATABASE_URL: unsetIfEmpty(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
        .optional(),
    ),
    DATA_DIR: z.string().min(1).default(path.join(repoRoot, '.data')),
    ADMIN_TOKEN: optionalText,
    /** Comma-separated origins; unset means the site (SITE_URL) and the remotes registered in the catalog. */
    CORS_ORIGINS: optionalText,
    /**
     * Fastify's `trustProxy`: unset (trust none), `true`, a number of hops, or addresses/CIDRs
     * (comma-separated) of the proxies in front. Then `request.ip` (rate limits) and
     * `request.protocol` (HSTS) come from X-Forwarded-For/-Proto.
     */
    TRUST_PROXY: optionalText,
    SEED_DATA_FILE: z
      .string()
      .min(1)
      .default(path.join(apiRoot, 'data', 'thai-lottery-results.json')),
    NODE_ENV: z.string().min(1).default('development'),
    /**
     * Outside production: the API's clock (`/dev/clock`) starts this many ms off the real one and
     * `DELETE /dev/clock` comes back to it (the e2e stack keeps clear of a draw day's closed hours).
     */
    DEV_CLOCK_SHIFT_MS: unsetIfEmpty(z.coerce.number().int().default(0)),
    /** Where the shell is served: LINE sends the browser back to `<SITE_URL>/oauth/callback/line`. */
    SITE_URL: unsetIfEmpty(z.url().default('http://localhost:3000')),
    /**
     * Where browsers and crawlers reach this API (what the apps' `--api-url` says): links the API
     * writes into pages others cache (the share page's `og:image`) start with it, never with the
     * request's Host header. Default: `http://localhost:<port>`.
     */
    PUBLIC_API_URL: unsetIfEmpty(z.url().optional()),
    LINE_CLIENT_ID: optionalText,
    LINE_CLIENT_SECRET: optionalText,
    LINE_AUTHORIZE_URL: unsetIfEmpty(z.url().default('https://access.line.me/oauth2/v2.1/authorize')),
    LINE_TOKEN_URL: unsetIfEmpty(z.url().default('https://api.line.me/oauth2/v2.1/token')),
    LINE_PROFILE_URL: unsetIfEmpty(z.url().default('https://api.line.me/v2/profile')),
    /** The Official Account's Messaging API channel: notices pushed on LINE (both set → on). */
    LINE_MESSAGING_CHANNEL_ACCESS_TOKEN: optionalText,
    LINE_MESSAGING_CHANNEL_SECRET: optionalText,
    /** Base of the Messaging API and of the friendship status call (a stand-in in tests). */
    LINE_MESSAGING_API_URL: unsetIfEmpty(z.url().default('https://api.line.me')),
    /** The Official Account's basic id (`@abc1234`): the add-friend link. */
    LINE_MESSAGING_BOT_BASIC_ID: optionalText,
    AUTH_TOKEN_IDLE_DAYS: unsetIfEmpty(z.coerce.number().int().min(1).default(30)),
    AUTH_TOKEN_ABSOLUTE_DAYS: unsetIfEmpty(z.coerce.number().int().min(1).default(90)),
    /** Truck operators' tablets stay logged in like a member's phone. */
    OPERATOR_TOKEN_IDLE_DAYS: unsetIfEmpty(z.coerce.number().int().min(1).default(30)),
    OPERATOR_TOKEN_ABSOLUTE_DAYS: unsetIfEmpty(z.coerce.number().int().min(1).default(90)),
    /** Staff sessions open the admin API: an unattended console ends within the hour, any within a working day. */
    STAFF_TOKEN_IDLE_MINUTES: unsetIfEmpty(z.coerce.number().int().min(1).default(60)),
    STAFF_TOKEN_ABSOLUTE_HOURS: unsetIfEmpty(z.coerce.number().int().min(1).default(12)),
    /**
     * Seconds a resolved bearer token is kept in each API process (default 5; 0 = look up every
     * request). Logout forgets it at once in the process that served it; another process may still
     * accept it until its own entry runs out, so this bounds a revocation's delay across processes.
     */
    AUTH_TOKEN_CACHE_SECONDS: unsetIfEmpty(z.coerce.number().int().min(0).max(300).default(5)),
    /**
     * The notice delivery worker (LINE, web push) in this API process (default on); off when a
     * separate `npm run worker -w api` does the deliveries. The queue itself is always there.
     */
    NOTICE_WORKER: unsetIfEmpty(z.enum(['true', 'false', '1', '0']).default('true')),
    /** Tries of one delivery before it is dead (default 5), the first back-off (doubling) and its bound. */
    NOTICE_DELIVERY_ATTEMPTS: unsetIfEmpty(z.coerce.number().int().min(1).max(20).default(5)),
    NOTICE_DELIVERY_RETRY_DELAY_SECONDS: unsetIfEmpty(z.coerce.number().int().min(1).max(3600).default(30)),
    /** How long one delivery may run; a job held past it (its process died) is tried again. */
    NOTICE_DELIVERY_EXPIRE_SECONDS: unsetIfEmpty(z.coerce.number().int().min(1).max(3600).default(60)),
    /** How often an idle worker looks for jobs. */
    NOTICE_WORKER_POLL_SECONDS: unsetIfEmpty(z.coerce.number().min(0.5).max(60).default(2)),
    /** Jobs of each queue one process works on at once (a delivery mostly waits on LINE or a push service). */
    NOTICE_WORKER_CONCURRENCY: unsetIfEmpty(z.coerce.number().int().min(1).max(64).default(8)),
    /**
     * OTP texts one IP may ask for in an hour (default 20). The e2e suite, which signs up many members
     * from 127.0.0.1, raises it; production keeps the default.
     */
    OTP_SENDS_PER_IP_PER_HOUR: unsetIfEmpty(z.coerce.number().int().min(1).optional()),
    /** OTP texts one phone number may get in an hour (default 5; one a minute whatever this says). */
    OTP_SENDS_PER_TEL_PER_HOUR: unsetIfEmpty(z.coerce.number().int().min(1).optional()),
    /**
     * Sign-ups one IP may attempt in an hour (default 10), counted in the database so the limit holds
     * across API processes. The e2e suite, which signs up many members from 127.0.0.1, raises it.
     */
    REGISTRATIONS_PER_IP_PER_HOUR: unsetIfEmpty(z.coerce.number().int().min(1).default(10)),
    /** Sign-ups one phone number may be tried for in an hour (default 3): it can hold one account. */
    REGISTRATIONS_PER_TEL_PER_HOUR: unsetIfEmpty(z.coerce.number().int().min(1).default(3)),
    /**
     * Complaints one IP may send in 10 minutes (default 5). The e2e suite, which sends many from
     * 127.0.0.1, raises it; production keeps the default.
     */
    COMPLAINTS_PER_IP_PER_10_MIN: unsetIfEmpty(z.coerce.number().int().min(1).default(5)),
    /** Cookie-consent records one IP may post in a minute (default 30). */
    COOKIE_CONSENTS_PER_IP_PER_MIN: unsetIfEmpty(z.coerce.number().int().min(1).default(30)),
    /**
     * Key of the hash kept instead of a visitor's IP (consents, complaints). Unset: a random key per
     * process, so hashes cannot be linked across restarts; set it to compare them over time.
     */
    IP_HASH_SECRET: optionalText,
    /** How long a cart holds its tickets (default 15 minutes). */
    CART_RESERVATION_SECONDS: unsetIfEmpty(
      z.coerce
        .number()
        .int()
        .min(1)
        .default(15 * 60),
    ),
    /** How long an unpaid order keeps its tickets before it reads as `timeout`. */
    ORDER_PAYMENT_SECONDS: unsetIfEmpty(
      z.coerce
        .number()
        .int()
        .min(1)
        .default(30 * 60),
    ),
    /**
     * The demo data (dealers with a known password, their tickets, articles, social posts, popups,
     * rewards): `true`/`false`; unset, on except when NODE_ENV=production.
     */
    SEED_DEMO: unsetIfEmpty(
      z.enum(['true', 'false', '1', '0'], { error: 'SEED_DEMO must be true or false' }).optional(),
    ),
    /** Tickets the demo seed puts on sale for the current draw across all stores. */
    SEED_TICKET_COUNT: unsetIfEmpty(z.coerce.number().int().min(0).default(1_000_000)),
    /** The cash-out fee a store takes of a prize when it sets none of its own, in basis points (100 = 1 %). */
    PRIZE_CLAIM_FEE_BPS: unsetIfEmpty(
      z.coerce.number().int().min(0).max(PRIZE_CLAIM_FEE_MAX_BPS).default(100),
    ),
    /**
     * Prize tiers claimed at the GLO in person rather than paid by the store, comma-separated
     * kernel keys (default `first,adjacent_first`).
     */
    PRIZE_CLAIM_IN_PERSON_TIERS: unsetIfEmpty(
      z
        .string()
        .default(DEFAULT_IN_PERSON_TIERS.join(','))
        .transform((text) =>
          text
            .split(',')
            .map((key) => key.trim())
            .filter(Boolean),
        )
        .pipe(
          z.array(
            z.enum(PRIZE_TIER_KEYS, { error: `must be prize tier keys: ${PRIZE_TIER_KEYS.join(', ')}` }),
          ),
        ),
    ),
    /** The Government Lottery Office's latest-results call (POST); the importer reads it after each draw. */
    GLO_RESULTS_URL: unsetIfEmpty(z.url().default('https://www.glo.or.th/api/lottery/getLatestLottery')),
    /**
     * Where OTP texts go: `thaibulksms` (ThaiBulkSMS' v2 API, with the THAIBULKSMS_* variables).
     * Unset: the development inbox (`GET /dev/sms-inbox`); production refuses to start without one.
     */
    SMS_GATEWAY: unsetIfEmpty(
      z.enum(['thaibulksms'], { error: 'SMS_GATEWAY must be thaibulksms' }).optional(),
    ),
    THAIBULKSMS_API_KEY: optionalText,
    THAIBULKSMS_API_SECRET: optionalText,
    /** The sender name registered with ThaiBulkSMS (what the phone shows as the sender). */
    THAIBULKSMS_SENDER: optionalText,
    /** The API's base URL (texts go to `<url>/sms`); a stand-in's in tests (`scripts/fake-thaibulksms.ts`). */
    THAIBULKSMS_URL: unsetIfEmpty(z.url().default('https://api-v2.thaibulksms.com')),
    /** How long one text may take the gateway before the member is told it was not sent. */
    SMS_TIMEOUT_SECONDS: unsetIfEmpty(z.coerce.number().min(1).max(60).default(10)),
    /**
     * The site's VAPID key pair (web push, base64url as `npx web-push generate-vapid-keys` prints
     * it) and the contact push services may write to (`mailto:` or https). Unset outside
     * production: a pair made at the first start is kept in the database; unset in production:
     * web push is off (the site works without it; a made-up key is never used there).
     */
    VAPID_PUBLIC_KEY: optionalText,
    VAPID_PRIVATE_KEY: optionalText,
    VAPID_SUBJECT: unsetIfEmpty(
      z
        .string()
        .regex(/^(mailto:|https:\/\/)/, 'VAPID_SUBJECT must be a mailto: or https:// address')
        .optional(),
    ),
  })
  .refine(
    (env) =>
      env.HTTP_REQUEST_TIMEOUT_MS === 0 ||
      (env.HTTP_HEADERS_TIMEOUT_MS > 0 && env.HTTP_HEADERS_TIMEOUT_MS <= env.HTTP_REQUEST_TIMEOUT_MS),
    {
      message: 'HTTP_HEADERS_TIMEOUT_MS must be between 1 and HTTP_REQUEST_TIMEOUT_MS',
      path: ['HTTP_HEADERS_TIMEOUT_MS'],
    },
  );

/** Why production does not start without a gateway: the OTP texts would reach no phone. */
export const NO_SMS_GATEWAY_IN_PRODUCTION =
  'NODE_ENV=production needs an SMS gateway, or no OTP code reaches a phone: set SMS_GATEWAY=thaibulksms ' +
  'with THAIBULKSMS_API_KEY, THAIBULKSMS_API_SECRET and THAIBULKSMS_SENDER';

/** The variables that only make sense together: a gateway and its settings, production and a gateway. */
const CheckedEnvSchema = EnvSchema.superRefine((env, context) => {
  const problem = (name: string, message: string) =>
    context.addIssue({ code: 'custom', path: [name], message });
  if (env.SMS_GATEWAY === 'thaibulksms') {
    for (const name of ['THAIBULKSMS_API_KEY', 'THAIBULKSMS_API_SECRET', 'THAIBULKSMS_SENDER'] as const) {
      if (!env[name]) problem(name, 'required with SMS_GATEWAY=thaibulksms');
    }
  } else if (env.NODE_ENV === 'production') {
    problem('SMS_GATEWAY', NO_SMS_GATEWAY_IN_PRODUCTION);
  }
  if (env.NODE_ENV === 'production' && env.DEV_CLOCK_SHIFT_MS !== 0) {
    problem('DEV_CLOCK_SHIFT_MS', 'production runs on the real clock: unset DEV_CLOCK_SHIFT_MS');
  }
  // Half an identity is a mistake, not a choice: say so at start rather than sign with nothing.
  const vapid = ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY', 'VAPID_SUBJECT'] as const;
  const vapidSet = vapid.filter((name) => env[name]);
  if (vapidSet.length > 0 && vapidSet.length < vapid.length) {
    for (const name of vapid) if (!env[name]) problem(name, NO_VAPID_KEYS);
  }
});

/** Why half a VAPID identity does not start: a push needs the pair to sign and the contact to send. */
export const NO_VAPID_KEYS =
  'web push needs VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT together ' +
  '(`npx web-push generate-vapid-keys` makes a pair)';

export interface LineLoginConfig {
  /** LINE login is on only when both the channel id and secret are set. */
  clientId: string | undefined;
  clientSecret: string | undefined;
  authorizeUrl: string;
  tokenUrl: string;
  profileUrl: string;
}

/** The LINE Official Account notices are pushed from (`line-messaging/`). */
export interface LineMessagingConfig {
  /** On only when both are set, and LINE login is on (the member links through it). */
  channelAccessToken: string | undefined;
  channelSecret: string | undefined;
  apiUrl: string;
  botBasicId: string | undefined;
}

/** Limits of one database session (milliseconds, 0 = none), set when it connects. */
export interface SessionLimits {
  statementTimeoutMs: number;
  lockTimeoutMs: number;
  idleInTransactionTimeoutMs: number;
}

export interface DatabaseLimits {
  /** Sessions that serve requests. */
  session: SessionLimits;
  /** Migrations, the seed and the results import: long statements by nature. */
  maintenance: SessionLimits;
  /** A request waits at most this long for a pooled connection (0 = forever). */
  acquireTimeoutMs: number;
  /** At most this many requests of one process wait for a connection; the next is refused at once. */
  maxWaiting: number;
}

export interface HttpLimits {
  requestTimeoutMs: number;
  headersTimeoutMs: number;
  keepAliveMaxRequests: number;
  keepAliveMaxSeconds: number;
  /** After SIGTERM: requests in flight may finish within this; then their statements are cancelled. */
  shutdownGraceMs: number;
}

/** The site's VAPID identity (web push); undefined: made once and kept in the database, or push off in production. */
export interface VapidConfig {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/** ThaiBulkSMS' v2 API (`auth/thaibulksms-provider.ts`). */
export interface SmsGatewayConfig {
  gateway: 'thaibulksms';
  apiKey: string;
  apiSecret: string;
  sender: string;
  /** Base URL: texts are POSTed to `<baseUrl>/sms`. */
  baseUrl: string;
  timeoutMs: number;
}

export interface NoticeDeliverySettings {
  /** Whether this process runs the delivery worker. */
  worker: boolean;
  attempts: number;
  retryDelaySeconds: number;
  expireSeconds: number;
  pollSeconds: number;
  concurrency: number;
}

export interface AppConfig {
  port: number;
  host: string;
  /** API_WORKERS as set; `server.ts` decides (CPUs by default, 1 on PGlite). */
  workers: number | undefined;
  /** PostgreSQL connections per API process. */
  databasePoolSize: number;
  databaseLimits: DatabaseLimits;
  http: HttpLimits;
  /** `postgres://…` for a server, `memory://` or a directory path for embedded PGlite. */
  databaseUrl: string;
  dataDir: string;
  adminToken: string | undefined;
  /** Exactly these origins; undefined: the site and the remotes registered in the catalog. */
  corsOrigins: string[] | undefined;
  /** Fastify's `trustProxy` (false: the API is reached directly). */
  trustProxy: boolean | number | string;
  seedDataFile: string;
  /** Seed the demo data too (off in production unless SEED_DEMO says so): no known password there. */
  seedDemo: boolean;
  nodeEnv: string;
  /** Outside production, how far the dev clock starts (and resets to) off the real one. */
  devClockShiftMs: number;
  siteUrl: string;
  /** This API's own public origin, without a trailing slash (`PUBLIC_API_URL`). */
  publicApiUrl: string;
  line: LineLoginConfig;
  lineMessaging: LineMessagingConfig;
  /** Member tokens end after `tokenIdleDays` unused, and after `tokenAbsoluteDays` whatever the use. */
  auth: {
    tokenIdleDays: number;
    tokenAbsoluteDays: number;
    /** Seconds a verified session is cached in-process (`auth/session-cache.ts`); 0 = off. */
    tokenCacheSeconds: number;
    /** Truck operators' tokens: the same rule, their own limits. */
    operatorTokenIdleDays: number;
    operatorTokenAbsoluteDays: number;
    /** Staff tokens (the admin console): shorter, in minutes unused and hours whatever the use. */
    staffTokenIdleMinutes: number;
    staffTokenAbsoluteHours: number;
    otpSendsPerIpPerHour?: number;
    otpSendsPerTelPerHour?: number;
    /** Sign-up attempts per IP and per phone number in an hour (`auth/registration-limit.ts`). */
    registrationsPerIpPerHour: number;
    registrationsPerTelPerHour: number;
  };
  /** The notice delivery queue (`notices/delivery/`). */
  noticeDelivery: NoticeDeliverySettings;
  inventory: {
    cartReservationSeconds: number;
    orderPaymentSeconds: number;
    seedTicketCount: number;
  };
  /** Payment slips: private, outside anything served statically. */
  slipsDir: string;
  /** The site's own forms (complaints, cookie choices): per-IP limits, and the key of the IP hash they store. */
  siteForms: { complaintsPerIpPer10Min: number; cookieConsentsPerIpPerMin: number; ipHashSecret: string };
  gloResultsUrl: string;
  /** Prize cash-out (`prize-claims/`): the default fee and the tiers claimed at the GLO in person. */
  prizeClaims: { feeBps: number; inPersonTiers: readonly PrizeTierKey[] };
  /** The SMS gateway of the OTP texts; undefined: the development inbox (never in production). */
  sms: SmsGatewayConfig | undefined;
  vapid: VapidConfig | undefined;
}

function parseTrustProxy(value: string | undefined): boolean | number | string {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  return /^\d+$/.test(value) ? Number(value) : value;
}

/** Reads the environment once at start and fails listing every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = CheckedEnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${problems.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = e.DATA_DIR === 'memory://' ? e.DATA_DIR : path.resolve(e.DATA_DIR);
  const origins = e.CORS_ORIGINS?.split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  const listenPort = e.API_PORT ?? e.PORT ?? 4000;
  return {
    port: listenPort,
    host: e.HOST,
    workers: e.API_WORKERS,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    databaseLimits: {
      session: {
        statementTimeoutMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
        lockTimeoutMs: e.DATABASE_LOCK_TIMEOUT_MS,
        idleInTransactionTimeoutMs: e.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS,
      },
      maintenance: {
        statementTimeoutMs: e.DATABASE_MAINTENANCE_STATEMENT_TIMEOUT_MS,
        lockTimeoutMs: e.DATABASE_MAINTENANCE_LOCK_TIMEOUT_MS,
        idleInTransactionTimeoutMs: e.DATABASE_MAINTENANCE_STATEMENT_TIMEOUT_MS,
      },
      acquireTimeoutMs: e.DATABASE_POOL_ACQUIRE_TIMEOUT_MS,
      maxWaiting: e.DATABASE_POOL_MAX_WAITING,
    },
    http: {
      requestTimeoutMs: e.HTTP_REQUEST_TIMEOUT_MS,
      headersTimeoutMs: e.HTTP_HEADERS_TIMEOUT_MS,
      keepAliveMaxRequests: e.HTTP_KEEP_ALIVE_MAX_REQUESTS,
      keepAliveMaxSeconds: e.HTTP_KEEP_ALIVE_MAX_SECONDS,
      shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    },
    databaseUrl: e.DATABASE_URL ?? (dataDir === 'memory://' ? dataDir : path.join(dataDir, 'pglite')),
    dataDir,
    adminToken: e.ADMIN_TOKEN,
    corsOrigins: origins && origins.length > 0 ? origins : undefined,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    seedDataFile: path.resolve(e.SEED_DATA_FILE),
    seedDemo: e.SEED_DEMO === undefined ? e.NODE_ENV !== 'production' : ['true', '1'].includes(e.SEED_DEMO),
    nodeEnv: e.NODE_ENV,
    devClockShiftMs: e.DEV_CLOCK_SHIFT_MS,
    siteUrl: e.SITE_URL.replace(/\/+$/, ''),
    publicApiUrl: (e.PUBLIC_API_URL ?? `http://localhost:${listenPort}`).replace(/\/+$/, ''),
    line: {
      clientId: e.LINE_CLIENT_ID,
      clientSecret: e.LINE_CLIENT_SECRET,
      authorizeUrl: e.LINE_AUTHORIZE_URL,
      tokenUrl: e.LINE_TOKEN_URL,
      profileUrl: e.LINE_PROFILE_URL,
    },
    lineMessaging: {
      channelAccessToken: e.LINE_MESSAGING_CHANNEL_ACCESS_TOKEN,
      channelSecret: e.LINE_MESSAGING_CHANNEL_SECRET,
      apiUrl: e.LINE_MESSAGING_API_URL.replace(/\/+$/, ''),
      botBasicId: e.LINE_MESSAGING_BOT_BASIC_ID,
    },
    auth: {
      tokenIdleDays: e.AUTH_TOKEN_IDLE_DAYS,
      tokenAbsoluteDays: e.AUTH_TOKEN_ABSOLUTE_DAYS,
      tokenCacheSeconds: e.AUTH_TOKEN_CACHE_SECONDS,
      operatorTokenIdleDays: e.OPERATOR_TOKEN_IDLE_DAYS,
      operatorTokenAbsoluteDays: e.OPERATOR_TOKEN_ABSOLUTE_DAYS,
      staffTokenIdleMinutes: e.STAFF_TOKEN_IDLE_MINUTES,
      staffTokenAbsoluteHours: e.STAFF_TOKEN_ABSOLUTE_HOURS,
      otpSendsPerIpPerHour: e.OTP_SENDS_PER_IP_PER_HOUR,
      otpSendsPerTelPerHour: e.OTP_SENDS_PER_TEL_PER_HOUR,
      registrationsPerIpPerHour: e.REGISTRATIONS_PER_IP_PER_HOUR,
      registrationsPerTelPerHour: e.REGISTRATIONS_PER_TEL_PER_HOUR,
    },
    noticeDelivery: {
      worker: ['true', '1'].includes(e.NOTICE_WORKER),
      attempts: e.NOTICE_DELIVERY_ATTEMPTS,
      retryDelaySeconds: e.NOTICE_DELIVERY_RETRY_DELAY_SECONDS,
      expireSeconds: e.NOTICE_DELIVERY_EXPIRE_SECONDS,
      pollSeconds: e.NOTICE_WORKER_POLL_SECONDS,
      concurrency: e.NOTICE_WORKER_CONCURRENCY,
    },
    inventory: {
      cartReservationSeconds: e.CART_RESERVATION_SECONDS,
      orderPaymentSeconds: e.ORDER_PAYMENT_SECONDS,
      seedTicketCount: e.SEED_TICKET_COUNT,
    },
    // In memory (tests), slips go to a fresh temporary folder per process.
    slipsDir:
      dataDir === 'memory://'
        ? path.join(os.tmpdir(), `chokdee-slips-${process.pid}`)
        : path.join(dataDir, 'private', 'slips'),
    gloResultsUrl: e.GLO_RESULTS_URL,
    prizeClaims: { feeBps: e.PRIZE_CLAIM_FEE_BPS, inPersonTiers: e.PRIZE_CLAIM_IN_PERSON_TIERS },
    sms:
      e.SMS_GATEWAY === 'thaibulksms'
        ? {
            gateway: 'thaibulksms',
            apiKey: e.THAIBULKSMS_API_KEY!,
            apiSecret: e.THAIBULKSMS_API_SECRET!,
            sender: e.THAIBULKSMS_SENDER!,
            baseUrl: e.THAIBULKSMS_URL.replace(/\/+$/, ''),
            timeoutMs: e.SMS_TIMEOUT_SECONDS * 1000,
          }
        : undefined,
    siteForms: {
      complaintsPerIpPer10Min: e.COMPLAINTS_PER_IP_PER_10_MIN,
      cookieConsentsPerIpPerMin: e.COOKIE_CONSENTS_PER_IP_PER_MIN,
      ipHashSecret: e.IP_HASH_SECRET ?? randomBytes(32).toString('base64url'),
    },
    vapid:
      e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY && e.VAPID_SUBJECT
        ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY, subject: e.VAPID_SUBJECT }
        : undefined,
  };
}
