import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import type { OutgoingNotice } from '#api/notices/delivery/delivery-channel';
import { buildTestApp, TEST_NOW } from '#api/test/build-test-app';
import { registerMember, type MemberSession } from '#api/test/member-session';
import { startFakeLineProvider, type FakeLineProvider } from '#api/testing/fake-line-provider';
import { LINE_MESSAGING_MESSAGES } from './line-messaging-messages';
import { lineSignature } from './webhook-signature';

const CLIENT = { clientId: 'line-client-n', clientSecret: 'line-secret-n' };
const SITE = 'http://shop.test:3000';
const STATUS_URL = '/public/v1/line-notification';
const WEBHOOK_PATH = '/public/v1/line-notification/webhook';

let provider: FakeLineProvider;
let app: FastifyInstance;
let lineUsers = 0;

beforeAll(async () => {
  provider = await startFakeLineProvider(CLIENT);
  app = await buildTestApp({
    config: {
      siteUrl: SITE,
      line: {
        ...CLIENT,
        authorizeUrl: provider.authorizeUrl,
        tokenUrl: provider.tokenUrl,
        profileUrl: provider.profileUrl,
      },
      lineMessaging: {
        channelAccessToken: provider.channelAccessToken,
        channelSecret: provider.channelSecret,
        apiUrl: provider.messagingApiUrl,
        botBasicId: '@chokdee',
      },
    },
  });
  // LINE calls the webhook over HTTP, as it would in production.
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  provider.messaging.setWebhookUrl(`http://127.0.0.1:${port}${WEBHOOK_PATH}`);
});
afterAll(async () => {
  await app.close();
  await provider.close();
});
beforeEach(() => provider.messaging.setAddsFriendOnPrompt(true));

/** A LINE account of its own for each test: the one the stand-in approves next. */
function newLineUser() {
  lineUsers += 1;
  const userId = `U${String(lineUsers).padStart(32, 'a')}`;
  provider.setProfile({ userId, displayName: 'คนรับแจ้งเตือน' });
  return userId;
}

const status = async (member: MemberSession) => {
  const answer = await app.inject({ url: STATUS_URL, headers: member.headers });
  expect(answer.statusCode).toBe(200);
  return answer.json().data as {
    enabled: boolean;
    linked: boolean;
    following: boolean;
    add_friend_url: string;
  };
};

/** The member's browser: asks to connect, is approved at LINE, comes back with code + state. */
async function approveAtLine(member: MemberSession) {
  const started = await app.inject({
    method: 'POST',
    url: `${STATUS_URL}/authorize`,
    headers: member.headers,
  });
  expect(started.statusCode).toBe(200);
  const data = started.json().data as { authorize_url: string; state: string; browser_key: string };
  const atLine = await fetch(data.authorize_url, { redirect: 'manual' });
  expect(atLine.status).toBe(302);
  const back = new URL(String(atLine.headers.get('location')));
  return {
    authorizeUrl: new URL(data.authorize_url),
    back,
    body: {
      code: back.searchParams.get('code') ?? '',
      state: back.searchParams.get('state') ?? '',
      browser_key: data.browser_key,
    },
  };
}

const postConnect = (member: MemberSession, body: object) =>
  app.inject({ method: 'POST', url: `${STATUS_URL}/connect`, headers: member.headers, payload: body });

async function connectedMember() {
  const member = await registerMember(app, { verified: false });
  const lineUserId = newLineUser();
  const { body } = await approveAtLine(member);
  const answer = await postConnect(member, body);
  expect(answer.statusCode).toBe(200);
  return { member, lineUserId };
}

const channel = () => {
  const line = app.noticeChannels.get('line');
  if (!line) throw new Error('the line channel is not registered');
  return line;
};

let notices = 0;
function winNotice(userId: number, overrides: Partial<OutgoingNotice> = {}): OutgoingNotice {
  notices += 1;
  return {
    id: 9_000 + notices,
    userId,
    kind: 'win',
    title: 'ยินดีด้วย! สลากของคุณถูกรางวัล งวด 16 พฤศจิกายน 2569',
    body: '123456 รางวัลที่ 1 6,000,000 บาท\n123457 รางวัลข้างเคียงรางวัลที่ 1 100,000 บาท\nรวม 6,100,000 บาท',
    link: '/members/safe',
    createdAt: TEST_NOW,
    ...overrides,
  };
}

/** Every string of a Flex message, in order: what a member reads. */
function textsOf(node: unknown): string[] {
  if (Array.isArray(node)) return node.flatMap(textsOf);
  if (!node || typeof node !== 'object') return [];
  const record = node as Record<string, unknown>;
  const own = record.type === 'text' && typeof record.text === 'string' ? [record.text] : [];
  return [...own, ...Object.values(record).flatMap(textsOf)];
}

describe('connecting LINE for notices', () => {
  test('LINE Login with the add-friend prompt links the account and records the friendship', async () => {
    const member = await registerMember(app, { verified: false });
    expect(await status(member)).toEqual({
      enabled: true,
      linked: false,
      following: false,
      add_friend_url: 'https://line.me/R/ti/p/%40chokdee',
    });
    const lineUserId = newLineUser();
    const { authorizeUrl, back, body } = await approveAtLine(member);
    expect(authorizeUrl.searchParams.get('bot_prompt')).toBe('aggressive');
    expect(back.origin + back.pathname).toBe(`${SITE}/members/connect-notification`);
    expect(back.searchParams.get('friendship_status_changed')).toBe('true');

    const answer = await postConnect(member, body);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data).toMatchObject({ linked: true, following: true });
    expect(await channel().reaches(member.userId)).toBe(true);
    expect(provider.messaging.isFriend(lineUserId)).toBe(true);
  });

  test('linked without adding the friend: not reached until LINE says it follows', async () => {
    provider.messaging.setAddsFriendOnPrompt(false);
    const member = await registerMember(app, { verified: false });
    const lineUserId = newLineUser();
    const { back, body } = await approveAtLine(member);
    expect(back.searchParams.get('friendship_status_changed')).toBe('false');
    expect((await postConnect(member, body)).json().data).toMatchObject({ linked: true, following: false });
    expect(await channel().reaches(member.userId)).toBe(false);

    expect(await provider.messaging.follow(lineUserId)).toBe(200);
    expect(await status(member)).toMatchObject({ linked: true, following: true });
    expect(await channel().reaches(member.userId)).toBe(true);
  });

  test('a connect started in another browser is refused, spent and links nothing', async () => {
    const member = await registerMember(app, { verified: false });
    newLineUser();
    const { body } = await approveAtLine(member);
    const { browser_key: _kept, ...withoutKey } = (await approveAtLine(member)).body;
    expect((await postConnect(member, withoutKey)).json().message).toBe(LINE_MESSAGING_MESSAGES.otherBrowser);
    const answer = await postConnect(member, { ...body, browser_key: 'someone-elses-key' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe(LINE_MESSAGING_MESSAGES.otherBrowser);
    expect((await postConnect(member, body)).json().message).toBe(LINE_MESSAGING_MESSAGES.stateInvalid);
    expect(await status(member)).toMatchObject({ linked: false, following: false });
  });

  test('a connect another member started is refused for this member', async () => {
    const starter = await registerMember(app, { verified: false });
    const victim = await registerMember(app, { verified: false });
    newLineUser();
    const { body } = await approveAtLine(starter);
    const answer = await postConnect(victim, body);
    expect(answer.statusCode).toBe(400);
    expect(await status(victim)).toMatchObject({ linked: false });
  });

  test('a LINE account linked to another member is refused in Thai', async () => {
    const { lineUserId } = await connectedMember();
    const other = await registerMember(app, { verified: false });
    provider.setProfile({ userId: lineUserId, displayName: 'บัญชีเดิม' });
    const { body } = await approveAtLine(other);
    const answer = await postConnect(other, body);
    expect(answer.statusCode).toBe(409);
    expect(answer.json().message).toBe(LINE_MESSAGING_MESSAGES.linkedToOther);
    expect(await status(other)).toMatchObject({ linked: false, following: false });
  });

  test('disconnect turns the notices off', async () => {
    const { member } = await connectedMember();
    const answer = await app.inject({
      method: 'POST',
      url: `${STATUS_URL}/disconnect`,
      headers: member.headers,
    });
    expect(answer.json().data).toMatchObject({ linked: true, following: false });
    expect(await channel().reaches(member.userId)).toBe(false);
  });

  test('the calls need a member', async () => {
    expect((await app.inject({ url: STATUS_URL })).statusCode).toBe(401);
  });
});

describe("LINE's webhook", () => {
  const unfollowBody = (userId: string) =>
    JSON.stringify({
      destination: 'Ubot',
      events: [{ type: 'unfollow', mode: 'active', timestamp: 1, source: { type: 'user', userId } }],
    });

  test('an unfollow with a bad signature is a 401 and changes nothing', async () => {
    const { member, lineUserId } = await connectedMember();
    const payload = unfollowBody(lineUserId);
    for (const signature of [lineSignature(payload, 'not-the-secret'), 'garbage', undefined]) {
      const answer = await app.inject({
        method: 'POST',
        url: WEBHOOK_PATH,
        headers: {
          'content-type': 'application/json',
          ...(signature ? { 'x-line-signature': signature } : {}),
        },
        payload,
      });
      expect(answer.statusCode).toBe(401);
      expect(answer.json().message).toBe(LINE_MESSAGING_MESSAGES.badSignature);
    }
    expect(await channel().reaches(member.userId)).toBe(true);
  });

  test('a signed unfollow stops delivery; a follow starts it again', async () => {
    const { member, lineUserId } = await connectedMember();
    const payload = unfollowBody(lineUserId);
    const answer = await app.inject({
      method: 'POST',
      url: WEBHOOK_PATH,
      headers: {
        'content-type': 'application/json',
        'x-line-signature': lineSignature(payload, provider.channelSecret),
      },
      payload,
    });
    expect(answer.statusCode).toBe(200);
    expect(await channel().reaches(member.userId)).toBe(false);
    expect(await channel().deliver(winNotice(member.userId))).toBe('unreachable');
    expect(provider.messaging.inbox(lineUserId)).toEqual([]);

    expect(await provider.messaging.follow(lineUserId)).toBe(200);
    expect(await channel().reaches(member.userId)).toBe(true);
  });

  test('the stand-in blocks through the webhook like LINE', async () => {
    const { member, lineUserId } = await connectedMember();
    expect(await provider.messaging.unfollow(lineUserId)).toBe(200);
    expect(await status(member)).toMatchObject({ linked: true, following: false });
  });
});

describe('delivering a notice on LINE', () => {
  test('a win is pushed as a Thai Flex message with the tickets, the total, the date and the safe', async () => {
    const { member, lineUserId } = await connectedMember();
    expect(await channel().deliver(winNotice(member.userId))).toBe('sent');
    const inbox = provider.messaging.inbox(lineUserId);
    expect(inbox).toHaveLength(1);
    const [message] = inbox;
    expect(message?.type).toBe('flex');
    expect(message?.altText).toBe('โชคดี: ยินดีด้วย! สลากของคุณถูกรางวัล งวด 16 พฤศจิกายน 2569');
    expect(textsOf(message?.contents)).toEqual([
      'ยินดีด้วย! สลากของคุณถูกรางวัล งวด 16 พฤศจิกายน 2569',
      '21 พฤศจิกายน 2569',
      '123456 รางวัลที่ 1 6,000,000 บาท',
      '123457 รางวัลข้างเคียงรางวัลที่ 1 100,000 บาท',
      'รวม 6,100,000 บาท',
    ]);
    expect(JSON.stringify(message?.contents)).toContain(
      JSON.stringify({ type: 'uri', label: 'ดูตู้เซฟ', uri: `${SITE}/members/safe` }),
    );
  });

  test('another notice links to its own page on the site', async () => {
    const { member, lineUserId } = await connectedMember();
    const notice = winNotice(member.userId, {
      kind: 'slip-confirmed',
      title: 'ยืนยันการชำระเงินแล้ว',
      body: 'คำสั่งซื้อ A123',
      link: '/members/orders/A123',
    });
    expect(await channel().deliver(notice)).toBe('sent');
    expect(JSON.stringify(provider.messaging.inbox(lineUserId)[0]?.contents)).toContain(
      JSON.stringify({ type: 'uri', label: 'ดูรายละเอียด', uri: `${SITE}/members/orders/A123` }),
    );
  });

  test('the same notice twice reaches LINE once (the retry key)', async () => {
    const { member, lineUserId } = await connectedMember();
    const notice = winNotice(member.userId);
    expect(await channel().deliver(notice)).toBe('sent');
    expect(await channel().deliver(notice)).toBe('sent');
    expect(provider.messaging.inbox(lineUserId)).toHaveLength(1);
  });

  test('429 and 5xx throw for a later try, which then goes through once', async () => {
    const { member, lineUserId } = await connectedMember();
    const notice = winNotice(member.userId);
    provider.messaging.failNextPushes(429);
    await expect(channel().deliver(notice)).rejects.toThrow('429');
    provider.messaging.failNextPushes(500);
    await expect(channel().deliver(notice)).rejects.toThrow('500');
    expect(await channel().deliver(notice)).toBe('sent');
    expect(provider.messaging.inbox(lineUserId)).toHaveLength(1);
  });

  test('a member who blocked the account without us hearing is unreachable, and stops being reached', async () => {
    const { member, lineUserId } = await connectedMember();
    await provider.messaging.unfollow(lineUserId, { webhook: false });
    expect(await channel().reaches(member.userId)).toBe(true);
    expect(await channel().deliver(winNotice(member.userId))).toBe('unreachable');
    expect(await channel().reaches(member.userId)).toBe(false);
    expect(provider.messaging.inbox(lineUserId)).toEqual([]);
  });
});

describe('without the Official Account configured', () => {
  let plain: FastifyInstance;
  beforeAll(async () => {
    plain = await buildTestApp();
  });
  afterAll(() => plain.close());

  test('no LINE channel is registered and the page is told it is off', async () => {
    expect(plain.noticeChannels.get('line')).toBeUndefined();
    const member = await registerMember(plain, { verified: false });
    const answer = await plain.inject({ url: STATUS_URL, headers: member.headers });
    expect(answer.json().data).toMatchObject({ enabled: false, linked: false });
    const started = await plain.inject({
      method: 'POST',
      url: `${STATUS_URL}/authorize`,
      headers: member.headers,
    });
    expect(started.statusCode).toBe(404);
    expect(started.json().message).toBe(LINE_MESSAGING_MESSAGES.disabled);
  });
});
