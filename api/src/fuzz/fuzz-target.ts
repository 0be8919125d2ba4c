import type { AddressInfo } from 'node:net';
import { buildApp } from '#api/app';
import { issueAuthToken } from '#api/auth/sessions';
import { openDatabase } from '#api/db/client';
import { FIRST_DEMO_DEALER } from '#api/db/seed/store-catalogue';
import { findUserByTel } from '#api/auth/users-repository';
import { testConfig, TEST_NOW } from '#api/test/build-test-app';
import { openTestDatabase } from '#api/test/pglite-template';
import { createTokenMembers } from '#api/test/token-members';
import { startFakeGloResults } from '#api/testing/fake-glo-results';
import type { RouteEntry } from '#api/plugins/route-table';
import type { Answer } from './answer-check';
import type { AuthKind, FuzzRequest } from './request-generator';

/** Nothing listens here: calls the API makes to LINE fail at once instead of leaving the machine (a junk state never gets that far). */
const NOWHERE = 'http://127.0.0.1:9';

/** Where the fuzz sends its requests: the API built in this process, or a server already running. */
export interface FuzzTarget {
  /** What the report names: `in-process` or the server's URL. */
  label: string;
  /** Every route of the API (its route table): what requests are made from. */
  routes: readonly RouteEntry[];
  /**
   * Answers one request inside this process (`app.inject`), or null when inject cannot build it.
   * Absent for a server elsewhere: every request goes over a socket.
   */
  inject?(request: FuzzRequest, headers: Record<string, string>): Promise<Answer | null>;
  /** The host and port that take raw HTTP bytes (for the in-process API it starts listening). */
  socket(): Promise<{ host: string; port: number }>;
  /** The Authorization header a request of this kind carries (fresh tokens now and then: a fuzzed logout revokes one). */
  authorization(kind: AuthKind, junk: string | undefined): string | undefined;
  refreshTokens(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The whole API on an in-memory PGlite with the test seed (the run's snapshot under jest), LINE
 * switched on, GLO's results call answered by the stand-in (an admin import is a real import, not
 * a 502 for want of a network), and a member, a demo dealer and the admin to send requests as.
 */
/**
 * Routes that answer a stream (Server-Sent Events) until the client goes: a request that reaches
 * one with good parameters is never answered in full, so `inject` would wait for ever. Their
 * refusals are tested beside them (`stock-events/stock-events.test.ts`).
 */
const STREAMS = /\/stock-events$/;

export async function startFuzzTarget(): Promise<FuzzTarget> {
  const opened = process.env.JEST_WORKER_ID
    ? await openTestDatabase()
    : { handle: await openDatabase('memory://'), prepared: false };
  const base = testConfig();
  const glo = await startFakeGloResults(0);
  const app = await buildApp({
    config: {
      ...base,
      gloResultsUrl: glo.url,
      line: {
        clientId: 'fuzz-client',
        clientSecret: 'fuzz-secret',
        authorizeUrl: `${NOWHERE}/authorize`,
        tokenUrl: `${NOWHERE}/token`,
        profileUrl: `${NOWHERE}/profile`,
      },
    },
    clock: () => TEST_NOW,
    database: opened.handle,
    prepareDatabase: !opened.prepared,
  });
  const [member] = await createTokenMembers(app.db, app.config, TEST_NOW, 1);
  const dealer = await findUserByTel(app.db, FIRST_DEMO_DEALER.tel);
  if (!member || !dealer) throw new Error('fuzz target: no member or demo dealer');
  const tokens = { member: member.token, dealer: '' };
  const refreshTokens = async () => {
    tokens.member = await issueAuthToken(app.db, app.config, TEST_NOW, member.userId, 'local');
    tokens.dealer = await issueAuthToken(app.db, app.config, TEST_NOW, dealer.id, 'local');
  };
  await refreshTokens();
  let port: number | undefined;
  return {
    label: 'in-process',
    routes: app.routeTable.filter((route) => !STREAMS.test(route.url)),
    async inject(request, headers) {
      try {
        const response = await app.inject({
          method: request.method as 'GET',
          url: request.url,
          headers,
          payload: request.body,
          remoteAddress: request.remoteAddress,
        });
        return {
          status: response.statusCode,
          contentType: response.headers['content-type'] as string | undefined,
          body: response.body,
        };
      } catch {
        return null;
      }
    },
    async socket() {
      if (port === undefined) {
        await app.listen({ port: 0, host: '127.0.0.1' });
        port = (app.server.address() as AddressInfo).port;
      }
      return { host: '127.0.0.1', port };
    },
    refreshTokens,
    close: async () => {
      await app.close();
      await glo.close();
    },
    authorization(kind, junk) {
      if (kind === 'member') return `Bearer ${tokens.member}`;
      if (kind === 'dealer') return `Bearer ${tokens.dealer}`;
      if (kind === 'admin') return `Bearer ${app.config.adminToken}`;
      return kind === 'junk' ? junk : undefined;
    },
  };
}
