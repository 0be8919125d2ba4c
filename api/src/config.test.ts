import path from 'node:path';
import { loadConfig, NO_SMS_GATEWAY_IN_PRODUCTION, NO_VAPID_KEYS } from './config';

const repoRoot = path.resolve(__dirname, '..', '..');

/** A gateway, which production needs to start at all. */
const GATEWAY = {
  SMS_GATEWAY: 'thaibulksms',
  THAIBULKSMS_API_KEY: 'key',
  THAIBULKSMS_API_SECRET: 'secret',
  THAIBULKSMS_SENDER: 'Chokdee',
};
/** The site's web push identity. */
const VAPID = {
  VAPID_PUBLIC_KEY: 'public',
  VAPID_PRIVATE_KEY: 'private',
  VAPID_SUBJECT: 'mailto:support@chokdee.example',
};
const PRODUCTION = { NODE_ENV: 'production', ...GATEWAY };

describe('loadConfig', () => {
  test('defaults: port 4000 on every interface, PGlite files under <repo>/.data, the site and the catalog as origins', () => {
    const config = loadConfig({});
    expect(config).toEqual({
      port: 4000,
      host: '0.0.0.0',
      workers: undefined,
      databasePoolSize: 10,
      databaseLimits: {
        session: { statementTimeoutMs: 5_000, lockTimeoutMs: 2_000, idleInTransactionTimeoutMs: 10_000 },
        maintenance: {
          statementTimeoutMs: 600_000,
          lockTimeoutMs: 60_000,
          idleInTransactionTimeoutMs: 600_000,
        },
        acquireTimeoutMs: 2_000,
        maxWaiting: 200,
      },
      http: {
        requestTimeoutMs: 60_000,
        headersTimeoutMs: 10_000,
        keepAliveMaxRequests: 100,
        keepAliveMaxSeconds: 2,
        shutdownGraceMs: 10_000,
      },
      databaseUrl: path.join(repoRoot, '.data', 'pglite'),
      devClockShiftMs: 0,
      dataDir: path.join(repoRoot, '.data'),
      adminToken: undefined,
      corsOrigins: undefined,
      trustProxy: false,
      seedDataFile: path.join(repoRoot, 'api', 'data', 'thai-lottery-results.json'),
      seedDemo: true,
      nodeEnv: 'development',
      noticeDelivery: {
        worker: true,
        attempts: 5,
        retryDelaySeconds: 30,
        expireSeconds: 60,
        pollSeconds: 2,
        concurrency: 8,
      },
      siteUrl: 'http://localhost:3000',
      publicApiUrl: 'http://localhost:4000',
      line: {
        clientId: undefined,
        clientSecret: undefined,
        authorizeUrl: 'https://access.line.me/oauth2/v2.1/authorize',
        tokenUrl: 'https://api.line.me/oauth2/v2.1/token',
        profileUrl: 'https://api.line.me/v2/profile',
      },
      lineMessaging: {
        channelAccessToken: undefined,
        channelSecret: undefined,
        apiUrl: 'https://api.line.me',
        botBasicId: undefined,
      },
      auth: {
        tokenIdleDays: 30,
        tokenAbsoluteDays: 90,
        tokenCacheSeconds: 5,
        operatorTokenIdleDays: 30,
        operatorTokenAbsoluteDays: 90,
        staffTokenIdleMinutes: 60,
        staffTokenAbsoluteHours: 12,
        otpSendsPerIpPerHour: undefined,
        otpSendsPerTelPerHour: undefined,
        registrationsPerIpPerHour: 10,
        registrationsPerTelPerHour: 3,
      },
      inventory: { cartReservationSeconds: 900, orderPaymentSeconds: 1800, seedTicketCount: 1_000_000 },
      slipsDir: path.join(repoRoot, '.data', 'private', 'slips'),
      gloResultsUrl: 'https://www.glo.or.th/api/lottery/getLatestLottery',
      prizeClaims: { feeBps: 100, inPersonTiers: ['first', 'adjacent_first'] },
      sms: undefined,
      vapid: undefined,
      siteForms: {
        complaintsPerIpPer10Min: 5,
        cookieConsentsPerIpPerMin: 30,
        ipHashSecret: expect.any(String),
      },
    });
  });

  test('PUBLIC_API_URL without its trailing slash; unset, localhost on the API port', () => {
    expect(loadConfig({ PUBLIC_API_URL: 'https://api.chokdee.example/' }).publicApiUrl).toBe(
      'https://api.chokdee.example',
    );
    expect(loadConfig({ API_PORT: '4100' }).publicApiUrl).toBe('http://localhost:4100');
    expect(() => loadConfig({ PUBLIC_API_URL: 'not a url' })).toThrow(/PUBLIC_API_URL/);
  });

  test('the site forms limits and the IP hash key come from the environment; unset, the key is random', () => {
    const config = loadConfig({
      COMPLAINTS_PER_IP_PER_10_MIN: '500',
      COOKIE_CONSENTS_PER_IP_PER_MIN: '90',
      IP_HASH_SECRET: 'pepper',
    });
    expect(config.siteForms).toEqual({
      complaintsPerIpPer10Min: 500,
      cookieConsentsPerIpPerMin: 90,
      ipHashSecret: 'pepper',
    });
    expect(loadConfig({}).siteForms.ipHashSecret).not.toBe(loadConfig({}).siteForms.ipHashSecret);
    expect(() => loadConfig({ COMPLAINTS_PER_IP_PER_10_MIN: '0' })).toThrow(/COMPLAINTS_PER_IP_PER_10_MIN/);
  });

  test('the reservation windows, the seed size and the OTP limits come from the environment', () => {
    const config = loadConfig({
      CART_RESERVATION_SECONDS: '60',
      ORDER_PAYMENT_SECONDS: '120',
      SEED_TICKET_COUNT: '5000',
      OTP_SENDS_PER_IP_PER_HOUR: '1000',
      OTP_SENDS_PER_TEL_PER_HOUR: '8',
    });
    expect(config.inventory).toEqual({
      cartReservationSeconds: 60,
      orderPaymentSeconds: 120,
      seedTicketCount: 5000,
    });
    expect(config.auth.otpSendsPerIpPerHour).toBe(1000);
    expect(config.auth.otpSendsPerTelPerHour).toBe(8);
    expect(() => loadConfig({ CART_RESERVATION_SECONDS: '0' })).toThrow(/CART_RESERVATION_SECONDS/);
  });

  test('the cash-out fee and the tiers claimed in person come from the environment, checked', () => {
    const config = loadConfig({
      PRIZE_CLAIM_FEE_BPS: '150',
      PRIZE_CLAIM_IN_PERSON_TIERS: ' first , second ',
    });
    expect(config.prizeClaims).toEqual({ feeBps: 150, inPersonTiers: ['first', 'second'] });
    expect(loadConfig({ PRIZE_CLAIM_IN_PERSON_TIERS: '' }).prizeClaims.inPersonTiers).toEqual([
      'first',
      'adjacent_first',
    ]);
    expect(() => loadConfig({ PRIZE_CLAIM_FEE_BPS: '1001' })).toThrow(/PRIZE_CLAIM_FEE_BPS/);
    expect(() => loadConfig({ PRIZE_CLAIM_FEE_BPS: '1.5' })).toThrow(/PRIZE_CLAIM_FEE_BPS/);
    expect(() => loadConfig({ PRIZE_CLAIM_IN_PERSON_TIERS: 'first,jackpot' })).toThrow(
      /PRIZE_CLAIM_IN_PERSON_TIERS/,
    );
  });

  test('the sign-up limits per IP and per phone number come from the environment', () => {
    const config = loadConfig({ REGISTRATIONS_PER_IP_PER_HOUR: '500', REGISTRATIONS_PER_TEL_PER_HOUR: '2' });
    expect(config.auth.registrationsPerIpPerHour).toBe(500);
    expect(config.auth.registrationsPerTelPerHour).toBe(2);
    expect(() => loadConfig({ REGISTRATIONS_PER_IP_PER_HOUR: '0' })).toThrow(/REGISTRATIONS_PER_IP_PER_HOUR/);
  });

  test('SEED_DEMO: on in development and test, off when NODE_ENV=production, else as set', () => {
    expect(loadConfig({}).seedDemo).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).seedDemo).toBe(true);
    expect(loadConfig(PRODUCTION).seedDemo).toBe(false);
    expect(loadConfig({ ...PRODUCTION, SEED_DEMO: '' }).seedDemo).toBe(false);
    expect(loadConfig({ ...PRODUCTION, SEED_DEMO: 'true' }).seedDemo).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development', SEED_DEMO: 'false' }).seedDemo).toBe(false);
    expect(loadConfig({ SEED_DEMO: '0' }).seedDemo).toBe(false);
    expect(() => loadConfig({ SEED_DEMO: 'yes' })).toThrow(/SEED_DEMO/);
  });

  test('production does not start without an SMS gateway: the OTP codes would reach no phone', () => {
    const start = () => loadConfig({ NODE_ENV: 'production' });
    expect(start).toThrow(/^Invalid environment/);
    expect(start).toThrow(`SMS_GATEWAY: ${NO_SMS_GATEWAY_IN_PRODUCTION}`);
    expect(() => loadConfig({ NODE_ENV: 'production', SMS_GATEWAY: '' })).toThrow(/SMS_GATEWAY/);
    expect(loadConfig(PRODUCTION).sms?.gateway).toBe('thaibulksms');
    // Outside production the development inbox needs nothing.
    expect(loadConfig({ NODE_ENV: 'development' }).sms).toBeUndefined();
  });

  test('DEV_CLOCK_SHIFT_MS: a development clock may start shifted, production never', () => {
    expect(loadConfig({}).devClockShiftMs).toBe(0);
    expect(loadConfig({ DEV_CLOCK_SHIFT_MS: '-18000000' }).devClockShiftMs).toBe(-18_000_000);
    expect(() => loadConfig({ DEV_CLOCK_SHIFT_MS: 'soon' })).toThrow(/DEV_CLOCK_SHIFT_MS/);
    expect(() => loadConfig({ ...PRODUCTION, DEV_CLOCK_SHIFT_MS: '1000' })).toThrow(/DEV_CLOCK_SHIFT_MS/);
    expect(loadConfig({ ...PRODUCTION, DEV_CLOCK_SHIFT_MS: '' }).devClockShiftMs).toBe(0);
  });

  test('web push: the VAPID pair and subject come together or not at all', () => {
    const { VAPID_PRIVATE_KEY: _missing, ...withoutPrivate } = VAPID;
    expect(() => loadConfig({ ...PRODUCTION, ...withoutPrivate })).toThrow(
      `VAPID_PRIVATE_KEY: ${NO_VAPID_KEYS}`,
    );
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: 'public' })).toThrow(/VAPID_SUBJECT/);
    expect(() => loadConfig({ ...VAPID, VAPID_SUBJECT: 'http://chokdee.example' })).toThrow(/VAPID_SUBJECT/);
    expect(loadConfig({ ...PRODUCTION, ...VAPID }).vapid).toEqual({
      publicKey: 'public',
      privateKey: 'private',
      subject: 'mailto:support@chokdee.example',
    });
    // Unset: made once and kept in the database, or (production) web push off.
    expect(loadConfig(PRODUCTION).vapid).toBeUndefined();
  });

  test('SMS_GATEWAY=thaibulksms takes its key, secret and sender, and names each one missing', () => {
    expect(
      loadConfig({ ...GATEWAY, THAIBULKSMS_URL: 'http://127.0.0.1:4120/', SMS_TIMEOUT_SECONDS: '3' }).sms,
    ).toEqual({
      gateway: 'thaibulksms',
      apiKey: 'key',
      apiSecret: 'secret',
      sender: 'Chokdee',
      baseUrl: 'http://127.0.0.1:4120',
      timeoutMs: 3000,
    });
    expect(loadConfig(GATEWAY).sms).toMatchObject({
      baseUrl: 'https://api-v2.thaibulksms.com',
      timeoutMs: 10_000,
    });
    const missing = () => loadConfig({ ...PRODUCTION, THAIBULKSMS_API_SECRET: '', THAIBULKSMS_SENDER: '' });
    expect(missing).toThrow(/THAIBULKSMS_API_SECRET: required with SMS_GATEWAY=thaibulksms/);
    expect(missing).toThrow(/THAIBULKSMS_SENDER: required/);
    expect(() => loadConfig({ SMS_GATEWAY: 'twilio' })).toThrow(/SMS_GATEWAY must be thaibulksms/);
    expect(() => loadConfig({ ...GATEWAY, SMS_TIMEOUT_SECONDS: '600' })).toThrow(/SMS_TIMEOUT_SECONDS/);
  });

  test('the limits on every wait come from the environment; 0 turns a database timeout off', () => {
    const config = loadConfig({
      DATABASE_STATEMENT_TIMEOUT_MS: '0',
      DATABASE_LOCK_TIMEOUT_MS: '500',
      DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: '3000',
      DATABASE_MAINTENANCE_STATEMENT_TIMEOUT_MS: '90000',
      DATABASE_MAINTENANCE_LOCK_TIMEOUT_MS: '9000',
      DATABASE_POOL_ACQUIRE_TIMEOUT_MS: '750',
      DATABASE_POOL_MAX_WAITING: '50',
      HTTP_REQUEST_TIMEOUT_MS: '20000',
      HTTP_HEADERS_TIMEOUT_MS: '5000',
      HTTP_KEEP_ALIVE_MAX_REQUESTS: '10',
      HTTP_KEEP_ALIVE_MAX_SECONDS: '0.5',
      SHUTDOWN_GRACE_MS: '3000',
    });
    expect(config.databaseLimits).toEqual({
      session: { statementTimeoutMs: 0, lockTimeoutMs: 500, idleInTransactionTimeoutMs: 3000 },
      maintenance: { statementTimeoutMs: 90_000, lockTimeoutMs: 9000, idleInTransactionTimeoutMs: 90_000 },
      acquireTimeoutMs: 750,
      maxWaiting: 50,
    });
    expect(config.http).toEqual({
      requestTimeoutMs: 20_000,
      headersTimeoutMs: 5000,
      keepAliveMaxRequests: 10,
      keepAliveMaxSeconds: 0.5,
      shutdownGraceMs: 3000,
    });
    expect(() => loadConfig({ DATABASE_LOCK_TIMEOUT_MS: '-1' })).toThrow(/DATABASE_LOCK_TIMEOUT_MS/);
    expect(() => loadConfig({ DATABASE_POOL_MAX_WAITING: '0' })).toThrow(/DATABASE_POOL_MAX_WAITING/);
    expect(() => loadConfig({ HTTP_REQUEST_TIMEOUT_MS: '5000', HTTP_HEADERS_TIMEOUT_MS: '9000' })).toThrow(
      /HTTP_HEADERS_TIMEOUT_MS/,
    );
  });

  test('API_PORT wins over PORT, and PORT alone is used', () => {
    expect(loadConfig({ PORT: '5000', API_PORT: '4500' }).port).toBe(4500);
    expect(loadConfig({ PORT: '5000' }).port).toBe(5000);
  });

  test('DATABASE_URL switches to PostgreSQL; memory:// keeps PGlite in memory', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@db:5432/x' }).databaseUrl).toBe('postgres://u@db:5432/x');
    expect(loadConfig({ DATA_DIR: 'memory://' }).databaseUrl).toBe('memory://');
    expect(loadConfig({ DATA_DIR: '/srv/chokdee' }).databaseUrl).toBe('/srv/chokdee/pglite');
  });

  test('empty values count as unset', () => {
    const config = loadConfig({ DATABASE_URL: '', ADMIN_TOKEN: '', CORS_ORIGINS: '', API_PORT: '' });
    expect(config.databaseUrl).toBe(path.join(repoRoot, '.data', 'pglite'));
    expect(config.adminToken).toBeUndefined();
    expect(config.corsOrigins).toBeUndefined();
    expect(config.port).toBe(4000);
  });

  test('CORS_ORIGINS is a comma-separated list', () => {
    expect(loadConfig({ CORS_ORIGINS: 'http://a.test:3000, http://b.test:3001,' }).corsOrigins).toEqual([
      'http://a.test:3000',
      'http://b.test:3001',
    ]);
  });

  test('TRUST_PROXY: off, on, a number of hops, or the proxies’ addresses', () => {
    expect(loadConfig({ TRUST_PROXY: '' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8,127.0.0.1' }).trustProxy).toBe('10.0.0.0/8,127.0.0.1');
  });

  test('bad values fail at start, naming each variable', () => {
    const bad = () => loadConfig({ DATABASE_URL: 'mysql://x', PORT: 'eighty' });
    expect(bad).toThrow(/^Invalid environment/);
    expect(bad).toThrow(/DATABASE_URL: .*postgres/);
    expect(bad).toThrow(/PORT: /);
    expect(() => loadConfig({ API_PORT: '70000' })).toThrow(/API_PORT/);
  });
});
