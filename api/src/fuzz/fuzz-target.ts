import type { FastifyInstance } from 'fastify';
import { buildApp } from '#api/app';
import { issueAuthToken } from '#api/auth/sessions';
import { openDatabase } from '#api/db/client';
import { FIRST_DEMO_DEALER } from '#api/db/seed/store-catalogue';
import { findUserByTel } from '#api/repositories/users-repository';
import { testConfig, TEST_NOW } from '#api/test/build-test-app';
import { openTestDatabase } from '#api/test/pglite-template';
import { createTokenMembers } from '#api/test/token-members';
import { startFakeGloResults } from '#api/testing/fake-glo-results';
import type { AuthKind } from './request-generator';

/** Nothing listens here: calls the API makes to LINE fail at once instead of leaving the machine (a junk state never gets that far). */
const NOWHERE = 'http://127.0.0.1:9';

export interface FuzzTarget {
  app: FastifyInstance;
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
  return {
    app,
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
