import { randomInt } from 'node:crypto';
import { buildApp } from '#api/app';
import { openDatabase } from '#api/db/client';
import { DEMO_DEALER_PASSWORD, DEMO_DEALERS } from '#api/db/seed/store-catalogue';
import type { RouteEntry } from '#api/plugins/route-table';
import { testConfig } from '#api/test/build-test-app';
import type { FuzzTarget } from './fuzz-target';

/**
 * A demo dealer the generated bodies never name (they try 0861000001's password), so fuzzed
 * wrong passwords from this machine's one IP never lock the fuzz's own dealer out.
 */
const DEALER = DEMO_DEALERS.find((dealer) => dealer.ref === 'pim-ngoenthong');

/**
 * The route table of the API built from this checkout (the server is expected to run the same
 * code): built on an empty in-memory database, nothing migrated or seeded, and closed at once.
 */
async function routeTableOfThisCheckout(): Promise<RouteEntry[]> {
  const app = await buildApp({
    config: testConfig(),
    database: await openDatabase('memory://'),
    prepareDatabase: false,
  });
  try {
    return [...app.routeTable];
  } finally {
    await app.close();
  }
}

/** POSTs JSON and answers `data.token`, or undefined when the server refuses. */
async function tokenFrom(base: URL, path: string, body: unknown): Promise<string | undefined> {
  try {
    const response = await fetch(new URL(path, base), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) return undefined;
    const json = (await response.json()) as { data?: { token?: unknown } };
    return typeof json.data?.token === 'string' ? json.data.token : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A server already running at `url` (plain HTTP: requests go as raw bytes over TCP). Its
 * callers: a member the fuzz registers (a new phone number each run), a demo dealer (when the
 * server seeds the demo), and the admin when `adminToken` is given; a kind without a token is
 * sent without one. `notes` says which the run had.
 */
export async function connectRemoteTarget(
  url: string,
  options: { adminToken?: string } = {},
): Promise<FuzzTarget & { notes: string[] }> {
  const base = new URL(url);
  if (base.protocol !== 'http:') throw new Error(`--url must be http://host:port, got ${url}`);
  const port = Number(base.port || 80);
  const routes = await routeTableOfThisCheckout();

  const member = {
    tel: `09${String(randomInt(100_000_000)).padStart(8, '0')}`,
    password: `fuzz-${randomInt(1e9)}`,
  };
  const tokens: { member?: string; dealer?: string } = {};
  tokens.member = await tokenFrom(base, '/public/v2/auth/register', {
    name: 'ฟัซ',
    lastname: 'ทดสอบ',
    tel: member.tel,
    password: member.password,
    password_confirmation: member.password,
  });
  const refreshTokens = async () => {
    tokens.member = (await tokenFrom(base, '/public/v2/auth/login', member)) ?? tokens.member;
    if (DEALER)
      tokens.dealer =
        (await tokenFrom(base, '/public/bos/v1/dealer/auth/login', {
          tel: DEALER.tel,
          password: DEMO_DEALER_PASSWORD,
        })) ?? tokens.dealer;
  };
  await refreshTokens();
  const notes = [
    `member ${tokens.member ? `registered (${member.tel})` : 'not registered: member calls go without a token'}`,
    `dealer ${tokens.dealer ? `${DEALER?.ref} logged in` : 'not logged in (no demo seed?): dealer calls go without a token'}`,
    `admin ${options.adminToken ? 'token given' : 'no token (--admin-token or ADMIN_TOKEN): admin calls go without one'}`,
  ];

  return {
    label: base.origin,
    routes,
    notes,
    socket: async () => ({ host: base.hostname.replace(/^\[|\]$/g, ''), port }),
    refreshTokens,
    close: async () => undefined,
    authorization(kind, junk) {
      const bearer = (token: string | undefined) => (token ? `Bearer ${token}` : undefined);
      if (kind === 'member') return bearer(tokens.member);
      if (kind === 'dealer') return bearer(tokens.dealer);
      if (kind === 'admin') return bearer(options.adminToken);
      return kind === 'junk' ? junk : undefined;
    },
  };
}
