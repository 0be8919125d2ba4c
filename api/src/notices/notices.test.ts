import { NoticeListSchema } from '@chokdee/shared-contract/schemas/notices';
import type { FastifyInstance } from 'fastify';
import { AUTH_API_MESSAGES } from '#api/auth/auth-messages';
import { buildTestApp } from '#api/test/build-test-app';
import { registerMember, type MemberSession } from '#api/test/member-session';
import { NOTICE_LIST_SIZE, recordNotice } from './notices-repository';

let app: FastifyInstance;
let member: MemberSession;
let other: MemberSession;
beforeAll(async () => {
  app = await buildTestApp();
  member = await registerMember(app);
  other = await registerMember(app);
});
afterAll(() => app.close());

const list = async (session: MemberSession) => {
  const answer = await app.inject({ url: '/public/v1/notices', headers: session.headers });
  expect(answer.statusCode).toBe(200);
  return NoticeListSchema.parse(answer.json());
};
const shipped = (userId: number, n: number) => ({
  userId,
  kind: 'purchase-shipped' as const,
  eventKey: `shop-purchase:${n}:shipped`,
  title: `ร้านค้าจัดส่งคำสั่งซื้อ SH-${n} แล้ว`,
  body: 'ไปรษณีย์ไทย EX123456789TH',
  link: `/ecommerce/purchases/SH-${n}`,
});

test('a visitor is asked to log in, in Thai', async () => {
  const answer = await app.inject('/public/v1/notices');
  expect(answer.statusCode).toBe(401);
  expect(answer.json().message).toBe(AUTH_API_MESSAGES.loginRequired);
});

test('a member reads their own notices, newest first, with the unread count; an event told twice is one', async () => {
  expect(await recordNotice(app.db, shipped(member.userId, 1))).toBe(true);
  expect(await recordNotice(app.db, shipped(member.userId, 2))).toBe(true);
  expect(await recordNotice(app.db, shipped(member.userId, 2))).toBe(false);
  expect(await recordNotice(app.db, shipped(other.userId, 3))).toBe(true);

  const mine = await list(member);
  expect(mine.unread).toBe(2);
  expect(mine.data.map((notice) => notice.title)).toEqual([
    'ร้านค้าจัดส่งคำสั่งซื้อ SH-2 แล้ว',
    'ร้านค้าจัดส่งคำสั่งซื้อ SH-1 แล้ว',
  ]);
  expect(mine.data[0]).toMatchObject({
    kind: 'purchase-shipped',
    body: 'ไปรษณีย์ไทย EX123456789TH',
    link: '/ecommerce/purchases/SH-2',
    read: false,
  });
  expect(mine.data[0]!.created_at).toMatch(/\+07:00$/);
  const answer = await app.inject({ url: '/public/v1/notices', headers: member.headers });
  expect(answer.headers['cache-control']).toBe('private, no-store');
});

test('marking read stops at the newest notice the member saw and never touches another member', async () => {
  const before = await list(member);
  const oldest = before.data.at(-1)!;
  const read = await app.inject({
    method: 'POST',
    url: '/public/v1/notices/read',
    headers: member.headers,
    payload: { up_to: oldest.id },
  });
  expect(read.statusCode).toBe(204);
  const after = await list(member);
  expect(after.unread).toBe(before.unread - 1);
  expect(after.data.find((notice) => notice.id === oldest.id)?.read).toBe(true);

  const otherBefore = await list(other);
  await app.inject({
    method: 'POST',
    url: '/public/v1/notices/read',
    headers: member.headers,
    payload: { up_to: otherBefore.data[0]!.id },
  });
  expect((await list(other)).unread).toBe(otherBefore.unread);
});

test.each([0, -1, 2_147_483_648, 'x', null])(
  'refuses up_to %p with a Thai 400, never a 500',
  async (upTo) => {
    const answer = await app.inject({
      method: 'POST',
      url: '/public/v1/notices/read',
      headers: member.headers,
      payload: { up_to: upTo },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toMatch(/[\u0e01-\u0e4e]/);
  },
);

test(`answers the latest ${NOTICE_LIST_SIZE} while counting every unread one`, async () => {
  const fresh = await registerMember(app);
  for (let n = 0; n < NOTICE_LIST_SIZE + 3; n += 1)
    await recordNotice(app.db, shipped(fresh.userId, 100 + n));
  const answer = await list(fresh);
  expect(answer.data).toHaveLength(NOTICE_LIST_SIZE);
  expect(answer.unread).toBe(NOTICE_LIST_SIZE + 3);
});
