import path from 'node:path';
import { loadConfig } from './config';

const repoRoot = path.resolve(__dirname, '..', '..');

describe('loadConfig', () => {
  test('defaults: port 4000 on every interface, PGlite files under <repo>/.data, the site and the catalog as origins', () => {
    const config = loadConfig({});
    expect(config).toEqual({
      port: 4000,
      host: '0.0.0.0',
      workers: undefined,
      databasePoolSize: 10,
      databaseUrl: path.join(repoRoot, '.data', 'pglite'),
      dataDir: path.join(repoRoot, '.data'),
      adminToken: undefined,
      corsOrigins: undefined,
      trustProxy: false,
      seedDataFile: path.join(repoRoot, 'api', 'data', 'thai-lottery-results.json'),
      seedDemo: true,
      nodeEnv: 'development',
      siteUrl: 'http://localhost:3000',
      line: {
        clientId: undefined,
        clientSecret: undefined,
        authorizeUrl: 'https://access.line.me/oauth2/v2.1/authorize',
        tokenUrl: 'https://api.line.me/oauth2/v2.1/token',
        profileUrl: 'https://api.line.me/v2/profile',
      },
      auth: {
        tokenIdleDays: 30,
        tokenAbsoluteDays: 90,
        tokenCacheSeconds: 5,
        otpSendsPerIpPerHour: undefined,
        otpSendsPerTelPerHour: undefined,
        registrationsPerIpPerHour: 10,
        registrationsPerTelPerHour: 3,
      },
      inventory: { cartReservationSeconds: 900, orderPaymentSeconds: 1800, seedTicketCount: 1_000_000 },
      slipsDir: path.join(repoRoot, '.data', 'private', 'slips'),
      gloResultsUrl: 'https://www.glo.or.th/api/lottery/getLatestLottery',
      siteForms: {
        complaintsPerIpPer10Min: 5,
        cookieConsentsPerIpPerMin: 30,
        ipHashSecret: expect.any(String),
      },
    });
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

  test('the sign-up limits per IP and per phone number come from the environment', () => {
    const config = loadConfig({ REGISTRATIONS_PER_IP_PER_HOUR: '500', REGISTRATIONS_PER_TEL_PER_HOUR: '2' });
    expect(config.auth.registrationsPerIpPerHour).toBe(500);
    expect(config.auth.registrationsPerTelPerHour).toBe(2);
    expect(() => loadConfig({ REGISTRATIONS_PER_IP_PER_HOUR: '0' })).toThrow(/REGISTRATIONS_PER_IP_PER_HOUR/);
  });

  test('SEED_DEMO: on in development and test, off when NODE_ENV=production, else as set', () => {
    expect(loadConfig({}).seedDemo).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).seedDemo).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).seedDemo).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO: '' }).seedDemo).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO: 'true' }).seedDemo).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development', SEED_DEMO: 'false' }).seedDemo).toBe(false);
    expect(loadConfig({ SEED_DEMO: '0' }).seedDemo).toBe(false);
    expect(() => loadConfig({ SEED_DEMO: 'yes' })).toThrow(/SEED_DEMO/);
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
