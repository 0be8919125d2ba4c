import { buildApp } from '#api/app';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { appOnPostgres } from '#api/test/app-on-postgres';
import { TEST_NOW, testConfig } from '#api/test/build-test-app';
import { registerMember } from '#api/test/member-session';
import { recordNotice } from './notices-repository';

/**
 * The notices channel on a real PostgreSQL server: a member's page open on one API process hears
 * a notice stored by another (another worker or host). REQUIRE_PG=1 makes "not reachable" a failure.
 */

jest.setTimeout(60_000);

const { url, testOnPostgres } = appOnPostgres('notice_events');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves with the first `notice` event's arrival time on the stream at `port`. */
function firstNotice(
  port: number,
  headers: Record<string, string>,
): Promise<{ heard: Promise<number>; close(): void }> {
  return new Promise((resolve, reject) => {
    const request = http.get({ port, host: '127.0.0.1', path: '/public/v1/notices/events', headers });
    request.on('error', reject);
    request.on('response', (response) => {
      expect(response.statusCode).toBe(200);
      const heard = new Promise<number>((done) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          text += chunk;
          if (text.includes('event: notice')) done(Date.now());
        });
      });
      resolve({ heard, close: () => request.destroy() });
    });
  });
}

testOnPostgres("a page on another API process hears the member's notice when it commits", async (app) => {
  const member = await registerMember(app);
  const other = await buildApp({
    config: testConfig({ databaseUrl: url }),
    clock: () => TEST_NOW,
    prepareDatabase: false,
  });
  try {
    await other.listen({ port: 0, host: '127.0.0.1' });
    await sleep(300); // its LISTEN is under way
    const page = await firstNotice((other.server.address() as AddressInfo).port, member.headers);
    try {
      const started = Date.now();
      await app.db.transaction((tx) =>
        recordNotice(tx, {
          userId: member.userId,
          kind: 'purchase-shipped',
          eventKey: 'shop-purchase:1:shipped',
          title: 'ร้านค้าจัดส่งคำสั่งซื้อแล้ว',
        }),
      );
      const heardAt = await Promise.race([page.heard, sleep(5_000).then(() => -1)]);
      expect(heardAt).toBeGreaterThan(0);
      console.info(`notice prompt ${heardAt - started} ms after the commit, on another process`);
    } finally {
      page.close();
    }
  } finally {
    await other.close();
  }
});
