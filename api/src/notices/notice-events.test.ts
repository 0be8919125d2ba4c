import type { FastifyInstance } from 'fastify';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { AUTH_API_MESSAGES } from '#api/auth/auth-messages';
import { buildTestApp } from '#api/test/build-test-app';
import { registerMember, type MemberSession } from '#api/test/member-session';
import { recordNotice } from './notices-repository';

jest.setTimeout(30_000);

let app: FastifyInstance;
let port: number;
let member: MemberSession;
let other: MemberSession;
beforeAll(async () => {
  app = await buildTestApp();
  member = await registerMember(app);
  other = await registerMember(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
});
afterAll(() => app.close());

interface Page {
  status: number;
  /** How many `notice` events arrived so far. */
  heard(): number;
  close(): void;
}
const pages: Page[] = [];
afterEach(() => pages.splice(0).forEach((page) => page.close()));

/** A member's page following its notices, as the kernel does: the token in the header. */
function openPage(headers: Record<string, string>): Promise<Page> {
  return new Promise((resolve, reject) => {
    const request = http.get({ port, host: '127.0.0.1', path: '/public/v1/notices/events', headers });
    request.on('error', reject);
    request.on('response', (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      const page = {
        status: response.statusCode ?? 0,
        heard: () => text.split('\n\n').filter((block) => block.includes('event: notice')).length,
        close: () => request.destroy(),
      };
      pages.push(page);
      resolve(page);
    });
  });
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i += 1) await new Promise((r) => setTimeout(r, 20));
};
const notice = (userId: number, key: string) => ({
  userId,
  kind: 'slip-confirmed' as const,
  eventKey: key,
  title: 'ร้านยืนยันสลิปของคุณแล้ว',
});

test('a visitor is asked to log in before any stream starts', async () => {
  const answer = await app.inject('/public/v1/notices/events');
  expect(answer.statusCode).toBe(401);
  expect(answer.json().message).toBe(AUTH_API_MESSAGES.loginRequired);
});

test("a member's open pages hear their new notice at once; another member's page hears nothing", async () => {
  const first = await openPage(member.headers);
  const second = await openPage(member.headers);
  const stranger = await openPage(other.headers);
  expect([first.status, second.status, stranger.status]).toEqual([200, 200, 200]);
  await until(() => app.noticeStreams.openCount === 3);

  await app.db.transaction((tx) => recordNotice(tx, notice(member.userId, 'order:1:confirmed')));
  await until(() => first.heard() === 1 && second.heard() === 1);
  expect([first.heard(), second.heard()]).toEqual([1, 1]);

  // An event told again stores nothing and prompts no page; a rolled-back one never reaches them.
  await recordNotice(app.db, notice(member.userId, 'order:1:confirmed'));
  await app.db
    .transaction(async (tx) => {
      await recordNotice(tx, notice(member.userId, 'order:2:confirmed'));
      throw new Error('roll back');
    })
    .catch(() => undefined);
  await new Promise((r) => setTimeout(r, 300));
  expect([first.heard(), second.heard(), stranger.heard()]).toEqual([1, 1, 0]);
});

test('closed pages are forgotten', async () => {
  const page = await openPage(member.headers);
  await until(() => app.noticeStreams.openCount === 1);
  page.close();
  await until(() => app.noticeStreams.openCount === 0);
  expect(app.noticeStreams.openCount).toBe(0);
});
