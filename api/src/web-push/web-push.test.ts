import type { FastifyInstance } from 'fastify';
import type { OutgoingNotice } from '#api/notices/delivery/delivery-channel';
import { buildTestApp } from '#api/test/build-test-app';
import { registerMember, type MemberSession } from '#api/test/member-session';
import { startFakePushService, type FakePushService } from '#api/testing/fake-push-service';
import { MAX_PAYLOAD_BYTES } from './push-payload';
import { MAX_PUSH_SUBSCRIPTIONS_PER_MEMBER } from './push-subscriptions-repository';

describe('web push', () => {
  let app: FastifyInstance;
  let pushService: FakePushService;
  beforeAll(async () => {
    app = await buildTestApp();
    pushService = await startFakePushService();
  });
  afterAll(async () => {
    await pushService.close();
    await app.close();
  });

  const subscribe = (member: MemberSession, payload: object) =>
    app.inject({
      method: 'POST',
      url: '/public/v1/web-push/subscriptions',
      headers: member.headers,
      payload,
    });

  const channel = () => app.noticeChannels.get('push')!;

  const notice = (userId: number, overrides: Partial<OutgoingNotice> = {}): OutgoingNotice => ({
    id: 41,
    userId,
    kind: 'slip-confirmed',
    title: 'ร้านค้ายืนยันสลิปคำสั่งซื้อ CD-0001 แล้ว',
    body: 'สลากอยู่ในตู้เซฟของคุณแล้ว',
    link: '/orders/CD-0001',
    createdAt: new Date(),
    ...overrides,
  });

  test('the public key is open to anyone and the same on every call', async () => {
    const first = await app.inject('/public/v1/web-push/key');
    expect(first.statusCode).toBe(200);
    const key = first.json<{ data: { public_key: string } }>().data.public_key;
    // An uncompressed P-256 point, base64url: what pushManager.subscribe takes.
    expect(Buffer.from(key, 'base64url')).toHaveLength(65);
    expect((await app.inject('/public/v1/web-push/key')).json()).toEqual(first.json());
  });

  test('only a member subscribes; bad keys and addresses get a Thai error and store nothing', async () => {
    const stranger = await app.inject({
      method: 'POST',
      url: '/public/v1/web-push/subscriptions',
      payload: pushService.subscribe(),
    });
    expect(stranger.statusCode).toBe(401);

    const member = await registerMember(app);
    const good = pushService.subscribe();
    const badKey = await subscribe(member, { ...good, keys: { ...good.keys, p256dh: 'abc' } });
    expect(badKey.statusCode).toBe(400);
    expect(badKey.json().message).toMatch(/[\u0E00-\u0E7F]/);

    for (const endpoint of ['http://push.example.com/x', 'ftp://127.0.0.1/x', 'not a url']) {
      const refused = await subscribe(member, { ...good, endpoint });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors[0]).toMatchObject({ field: 'endpoint' });
    }
    expect(await channel().reaches(member.userId)).toBe(false);

    // http on this machine is the development stand-in's, allowed outside production.
    expect((await subscribe(member, good)).statusCode).toBe(204);
    expect(await channel().reaches(member.userId)).toBe(true);
  });

  test(`a member keeps at most ${MAX_PUSH_SUBSCRIPTIONS_PER_MEMBER} browsers; the same browser again is no new one`, async () => {
    const member = await registerMember(app);
    const browsers = Array.from({ length: MAX_PUSH_SUBSCRIPTIONS_PER_MEMBER + 1 }, () =>
      pushService.subscribe(),
    );
    const answers = await Promise.all(browsers.map((browser) => subscribe(member, browser)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([
      ...Array<number>(MAX_PUSH_SUBSCRIPTIONS_PER_MEMBER).fill(204),
      409,
    ]);
    const full = answers.find((a) => a.statusCode === 409)!;
    expect(full.json().message).toContain('สูงสุด');
    const kept = browsers[answers.findIndex((a) => a.statusCode === 204)]!;
    expect((await subscribe(member, kept)).statusCode).toBe(204);

    // Turning one off makes room.
    const off = await app.inject({
      method: 'DELETE',
      url: '/public/v1/web-push/subscriptions',
      headers: member.headers,
      payload: { endpoint: kept.endpoint },
    });
    expect(off.statusCode).toBe(204);
    const refusedOne = browsers[answers.indexOf(full)]!;
    expect((await subscribe(member, refusedOne)).statusCode).toBe(204);
  });

  test('deliver: each browser decrypts the notice, signed with the site key, with a TTL and urgency', async () => {
    const member = await registerMember(app);
    const browsers = [pushService.subscribe(), pushService.subscribe()];
    for (const browser of browsers) expect((await subscribe(member, browser)).statusCode).toBe(204);

    expect(await channel().deliver(notice(member.userId))).toBe('sent');

    const key = (await app.inject('/public/v1/web-push/key')).json().data.public_key as string;
    for (const browser of browsers) {
      const push = pushService.inbox.find((p) => p.endpoint === browser.endpoint)!;
      expect(push).toMatchObject({ vapidKey: key, urgency: 'normal' });
      expect(push.ttl).toBeGreaterThan(3600);
      expect(push.payload).toEqual({
        notice_id: 41,
        kind: 'slip-confirmed',
        title: 'ร้านค้ายืนยันสลิปคำสั่งซื้อ CD-0001 แล้ว',
        body: 'สลากอยู่ในตู้เซฟของคุณแล้ว',
        link: `${app.config.siteUrl}/orders/CD-0001`,
      });
    }
    expect(pushService.refused).toEqual([]);
  });

  test('a long body is cut to fit one push message, whole letters and an ellipsis', async () => {
    const member = await registerMember(app);
    const browser = pushService.subscribe();
    await subscribe(member, browser);
    const body = 'ถูกรางวัลที่ 1 เลข 123456 จำนวน 6,000,000 บาท\n'.repeat(200);
    expect(await channel().deliver(notice(member.userId, { kind: 'win', body }))).toBe('sent');
    const push = pushService.inbox.find((p) => p.endpoint === browser.endpoint)!;
    expect(Buffer.byteLength(push.text)).toBeLessThanOrEqual(MAX_PAYLOAD_BYTES);
    expect((push.payload as { body: string }).body).toMatch(/^ถูกรางวัลที่ 1[^]*…$/);
    expect(push.urgency).toBe('high');
  });

  test('a subscription the push service calls gone (410, 404) is deleted; none left is unreachable', async () => {
    const member = await registerMember(app);
    const [gone, missing] = [pushService.subscribe(), pushService.subscribe()];
    await subscribe(member, gone);
    await subscribe(member, missing);
    pushService.answerWith(gone.endpoint, 410);
    pushService.answerWith(missing.endpoint, 404);

    expect(await channel().deliver(notice(member.userId))).toBe('unreachable');
    expect(await channel().reaches(member.userId)).toBe(false);
  });

  test('one gone browser among working ones: sent, and only the gone one is deleted', async () => {
    const member = await registerMember(app);
    const [gone, working] = [pushService.subscribe(), pushService.subscribe()];
    await subscribe(member, gone);
    await subscribe(member, working);
    pushService.answerWith(gone.endpoint, 410);

    expect(await channel().deliver(notice(member.userId, { id: 42 }))).toBe('sent');
    pushService.answerWith(working.endpoint, 410);
    // The working one is still stored: this second delivery reaches it (and finds it gone).
    expect(await channel().deliver(notice(member.userId, { id: 43 }))).toBe('unreachable');
  });

  test('a push service that fails (5xx, 429, no answer) for every browser makes the delivery throw, to be retried', async () => {
    const member = await registerMember(app);
    const [down, busy] = [pushService.subscribe(), pushService.subscribe()];
    await subscribe(member, down);
    await subscribe(member, busy);
    pushService.answerWith(down.endpoint, 500);
    pushService.answerWith(busy.endpoint, 429);
    await expect(channel().deliver(notice(member.userId))).rejects.toThrow(/try again/);
    expect(await channel().reaches(member.userId)).toBe(true);

    const nobody = await registerMember(app);
    await subscribe(nobody, { ...pushService.subscribe(), endpoint: 'http://127.0.0.1:9/push/closed' });
    await expect(channel().deliver(notice(nobody.userId))).rejects.toThrow(/try again/);
  });

  test('a member with no browser subscribed is unreachable on push, and nothing is sent', async () => {
    const member = await registerMember(app);
    const before = pushService.inbox.length;
    expect(await channel().reaches(member.userId)).toBe(false);
    expect(await channel().deliver(notice(member.userId))).toBe('unreachable');
    expect(pushService.inbox).toHaveLength(before);
  });
});

describe('web push in production without VAPID keys', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ config: { nodeEnv: 'production', vapid: undefined } });
  });
  afterAll(() => app.close());

  test('is off: no key is made up, the key call says so in Thai, and no channel is offered', async () => {
    const key = await app.inject('/public/v1/web-push/key');
    expect(key.statusCode).toBe(503);
    expect(key.json().message).toBe('ระบบยังไม่เปิดการแจ้งเตือนบนเบราว์เซอร์');
    expect(app.noticeChannels.get('push')).toBeUndefined();
  });
});
