import { NoticePreferencesSchema } from '@chokdee/shared-contract/schemas/notice-preferences';
import { NOTICE_KINDS } from '@chokdee/shared-contract/schemas/notices';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { AUTH_API_MESSAGES } from '#api/auth/auth-messages';
import { buildTestApp } from '#api/test/build-test-app';
import { registerMember, type MemberSession } from '#api/test/member-session';
import { recordNotice } from '../notices-repository';
import { FakeDeliveryChannel } from '#api/testing/fake-delivery-channel';

jest.setTimeout(60_000);

/** LINE by a stand-in; web push is the real channel, which the test member has not connected. */
let app: FastifyInstance;
const line = new FakeDeliveryChannel('line');
let member: MemberSession;
beforeAll(async () => {
  app = await buildTestApp({
    config: {
      noticeDelivery: {
        worker: true,
        attempts: 2,
        retryDelaySeconds: 1,
        expireSeconds: 5,
        pollSeconds: 0.5,
        concurrency: 2,
      },
    },
  });
  app.noticeChannels.standIn(line);
  member = await registerMember(app);
});
afterAll(() => app.close());

const preferences = async (session = member) => {
  const answer = await app.inject({ url: '/public/v1/notice-preferences', headers: session.headers });
  expect(answer.statusCode).toBe(200);
  expect(answer.headers['cache-control']).toBe('private, no-store');
  return NoticePreferencesSchema.parse(answer.json());
};
const put = (payload: InjectOptions['payload']) =>
  app.inject({ method: 'PUT', url: '/public/v1/notice-preferences', headers: member.headers, payload });

test('a visitor is asked to log in, in Thai', async () => {
  for (const method of ['GET', 'PUT'] as const) {
    const answer = await app.inject({
      method,
      url: '/public/v1/notice-preferences',
      payload: { choices: [] },
    });
    expect(answer.statusCode).toBe(401);
    expect(answer.json().message).toBe(AUTH_API_MESSAGES.loginRequired);
  }
});

test('before connecting: every kind on, nothing connected; connecting shows it, the switches stay on', async () => {
  const before = await preferences();
  expect(
    before.channels.map(({ channel, available, connected }) => ({ channel, available, connected })),
  ).toEqual([
    { channel: 'line', available: true, connected: false },
    { channel: 'push', available: true, connected: false },
  ]);
  expect(before.channels[0]!.kinds).toEqual(NOTICE_KINDS.map((kind) => ({ kind, enabled: true })));
  line.connected.add(member.userId);
  expect((await preferences()).channels[0]!.connected).toBe(true);
});

test('a kind turned off on a channel is not delivered there; turned on again, it is', async () => {
  line.connected.add(member.userId);
  const off = await put({ choices: [{ channel: 'line', kind: 'win', enabled: false }] });
  expect(off.statusCode).toBe(200);
  const line0 = NoticePreferencesSchema.parse(off.json()).channels[0]!;
  expect(line0.kinds.find((k) => k.kind === 'win')).toEqual({ kind: 'win', enabled: false });
  expect(line0.kinds.filter((k) => !k.enabled)).toHaveLength(1);

  const record = (key: string) =>
    app.db.transaction((tx) =>
      recordNotice(tx, { userId: member.userId, kind: 'win', eventKey: key, title: 'ยินดีด้วย คุณถูกรางวัล' }),
    );
  const settled = async () => {
    for (let i = 0; i < 100 && (await app.noticeQueue.pending()) > 0; i += 1)
      await new Promise((r) => setTimeout(r, 100));
  };
  await record('draw:1:win');
  await settled();
  expect(line.delivered).toHaveLength(0);
  await put({ choices: [{ channel: 'line', kind: 'win', enabled: true }] });
  await record('draw:2:win');
  await settled();
  expect(line.delivered.map((d) => d.notice.title)).toEqual(['ยินดีด้วย คุณถูกรางวัล']);
  expect((await preferences()).channels[0]!.kinds.every((k) => k.enabled)).toBe(true);
});

test.each([
  ['no choices', { choices: [] }],
  ['an unknown channel', { choices: [{ channel: 'sms', kind: 'win', enabled: false }] }],
  ['an unknown kind', { choices: [{ channel: 'line', kind: 'spam', enabled: false }] }],
  ['a switch that is not true or false', { choices: [{ channel: 'line', kind: 'win', enabled: 'no' }] }],
  ['no body', undefined],
])('refuses %s with a Thai 400 and changes nothing', async (_name, payload) => {
  const before = await preferences();
  const answer = await put(payload);
  expect(answer.statusCode).toBe(400);
  expect(answer.json().message).toMatch(/[\u0e01-\u0e4e]/);
  expect(await preferences()).toEqual(before);
});
