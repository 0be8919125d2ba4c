import { RewardShipmentSchema } from '@chokdee/shared-contract/schemas/reward-shipments-admin';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  ADMIN_REWARD_SHIPMENTS,
  addAddress,
  claimedQuestReward,
  waitingRedemption,
} from '#api/quests/reward-shipment-fixtures';
import { rewardRedemptions } from '#api/rewards/rewards-tables';
import { adminHeaders, buildTestApp, TEST_NOW } from '#api/test/build-test-app';
import { registerMember } from '#api/test/member-session';

jest.setTimeout(60_000);

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const list = (query: string) =>
  app.inject({ method: 'GET', url: `${ADMIN_REWARD_SHIPMENTS}?${query}`, headers: adminHeaders() });
const ship = (kind: string, id: number | string, payload: Record<string, unknown>) =>
  app.inject({
    method: 'POST',
    url: `${ADMIN_REWARD_SHIPMENTS}/${kind}/${id}/ship`,
    headers: adminHeaders(),
    payload,
  });
const minutes = (n: number) => new Date(TEST_NOW.getTime() + n * 60_000);

test('staff only: without the staff token the list and the ship answer 401 in Thai', async () => {
  const read = await app.inject({ method: 'GET', url: ADMIN_REWARD_SHIPMENTS });
  expect(read.statusCode).toBe(401);
  const write = await app.inject({
    method: 'POST',
    url: `${ADMIN_REWARD_SHIPMENTS}/quest/1/ship`,
    payload: { carrier: 'kerry', tracking_number: 'KER123456789' },
  });
  expect(write.statusCode).toBe(401);
  expect(write.json()).toMatchObject({ status: 401 });
});

test('the waiting list pages quest rewards and redemptions together, oldest first, with member and address', async () => {
  const before = (await list('tab=waiting')).json().meta.total as number;
  const claimer = await registerMember(app);
  const questIds = [
    await claimedQuestReward(app, claimer, TEST_NOW, 'กิจกรรม ก'),
    await claimedQuestReward(app, claimer, TEST_NOW, 'กิจกรรม ข'),
  ];
  const redeemer = await registerMember(app);
  await addAddress(app, redeemer.userId, 'ที่อยู่เก่า');
  await addAddress(app, redeemer.userId, 'มานี มีสุข');
  const withAddress = await waitingRedemption(app, redeemer.userId, minutes(10));
  const homeless = await registerMember(app);
  const noAddress = await waitingRedemption(app, homeless.userId, minutes(20));

  const all = await list('tab=waiting&per_page=50');
  expect(all.statusCode).toBe(200);
  expect(all.json().meta).toEqual({ page: 1, per_page: 50, total: before + 4, last_page: 1 });
  const rows = all.json().data as unknown[];
  rows.forEach((row) => RewardShipmentSchema.parse(row));

  const redemptions = await list('tab=waiting&kind=redemption&per_page=1');
  expect(redemptions.json().meta).toMatchObject({ total: 2, last_page: 2, per_page: 1 });
  expect(redemptions.json().data[0]).toMatchObject({
    kind: 'redemption',
    id: withAddress.id,
    source: withAddress.code,
    quantity: 2,
    status: 'prepare_to_ship',
    member: { name: 'สมชาย ใจดี' },
    // The newest address of the member's book.
    address: { recipient: 'มานี มีสุข', zip_code: '10110', tel: '0898765432' },
  });
  const second = await list('tab=waiting&kind=redemption&per_page=1&page=2');
  expect(second.json().data[0]).toMatchObject({ id: noAddress.id, address: null });

  const quests = await list('tab=waiting&kind=quest&per_page=50');
  const claimed = (quests.json().data as { id: number }[]).filter((row) => questIds.includes(row.id));
  expect(claimed).toHaveLength(2);
  expect(claimed[0]).toMatchObject({
    kind: 'quest',
    source: 'กิจกรรม ก',
    item_name: 'กระเป๋า',
    remark: 'ฝากไว้ที่ป้อมยาม',
    address: { recipient: 'สมชาย ใจดี', address: '99/1 ถนนเจริญกรุง', province: 'กรุงเทพมหานคร' },
    carrier: null,
    tracking_number: null,
    shipped_at: null,
  });
});

test('shipping a quest reward: carrier and tracking checked in Thai, then once; the member reads it', async () => {
  const member = await registerMember(app);
  const id = await claimedQuestReward(app, member, TEST_NOW);

  const noCarrier = await ship('quest', id, { carrier: 'dhl', tracking_number: 'EF123456789TH' });
  expect(noCarrier.statusCode).toBe(400);
  expect(noCarrier.json().errors).toContainEqual({ field: 'carrier', message: 'กรุณาเลือกบริษัทขนส่ง' });
  const badPost = await ship('quest', id, { carrier: 'thailand_post', tracking_number: '12345' });
  expect(badPost.statusCode).toBe(400);
  expect(badPost.json().errors).toContainEqual({
    field: 'tracking_number',
    message: 'เลขพัสดุไปรษณีย์ไทยต้องเป็นตัวอักษร 2 ตัว ตัวเลข 9 หลัก และลงท้ายด้วย TH เช่น EF123456789TH',
  });
  const blank = await ship('quest', id, { carrier: 'kerry', tracking_number: '  ' });
  expect(blank.json().errors).toContainEqual({ field: 'tracking_number', message: 'กรุณากรอกเลขพัสดุ' });

  const shipped = await ship('quest', id, { carrier: 'thailand_post', tracking_number: 'ef 1234-56789 th' });
  expect(shipped.statusCode).toBe(200);
  expect(shipped.json().data).toMatchObject({
    kind: 'quest',
    id,
    status: 'shipped',
    carrier: 'thailand_post',
    tracking_number: 'EF123456789TH',
    shipped_at: expect.stringMatching(/\+07:00$/),
  });
  const again = await ship('quest', id, { carrier: 'kerry', tracking_number: 'KER000000001' });
  expect(again.statusCode).toBe(409);
  expect(again.json()).toMatchObject({ message: 'รายการนี้จัดส่งไปแล้ว', status: 409 });

  const mine = await app.inject({
    method: 'GET',
    url: `/public/bos/v1/quest-reward-shipments/${id}`,
    headers: member.headers,
  });
  expect(mine.json().data).toMatchObject({
    status: 'shipped',
    carrier: 'thailand_post',
    tracking_number: 'EF123456789TH',
  });
  expect((mine.json().data.logs as { status: string }[]).map((log) => log.status)).toEqual([
    'prepare_to_ship',
    'courier_received',
    'shipped',
  ]);
  const waiting = (await list('tab=waiting&kind=quest&per_page=50')).json().data as { id: number }[];
  expect(waiting.map((row) => row.id)).not.toContain(id);
  const done = (await list('tab=shipped&kind=quest&per_page=50')).json().data as { id: number }[];
  expect(done[0]).toMatchObject({ id, tracking_number: 'EF123456789TH' });

  // One notice, though staff tried twice.
  const notices = (await app.inject({ url: '/public/v1/notices', headers: member.headers })).json();
  expect(notices.data).toEqual([
    expect.objectContaining({
      kind: 'reward-shipped',
      title: 'ของรางวัลภารกิจของคุณจัดส่งแล้ว',
      body: 'ไปรษณีย์ไทย เลขพัสดุ EF123456789TH',
      link: `/members/activities/shipments/${id}`,
    }),
  ]);
});

test('shipping a redemption: the member sees it shipped; a cancelled one cannot be shipped', async () => {
  const member = await registerMember(app);
  await addAddress(app, member.userId, 'สมหญิง');
  const redemption = await waitingRedemption(app, member.userId, TEST_NOW);
  const shipped = await ship('redemption', redemption.id, { carrier: 'jt', tracking_number: '820012345678' });
  expect(shipped.statusCode).toBe(200);
  expect(shipped.json().data).toMatchObject({
    status: 'shipped',
    carrier: 'jt',
    tracking_number: '820012345678',
  });
  const mine = await app.inject({
    method: 'GET',
    url: `/public/v1/reward-redemptions/${redemption.code}`,
    headers: member.headers,
  });
  expect(mine.json().data).toMatchObject({
    status: 'shipped',
    carrier: 'jt',
    tracking_number: '820012345678',
  });
  expect(
    (await ship('redemption', redemption.id, { carrier: 'jt', tracking_number: '820012345679' })).statusCode,
  ).toBe(409);
  const notices = (await app.inject({ url: '/public/v1/notices', headers: member.headers })).json();
  expect(notices.data).toEqual([
    expect.objectContaining({
      kind: 'reward-shipped',
      body: 'J&T Express เลขพัสดุ 820012345678',
      link: `/members/redeem/${redemption.code}`,
    }),
  ]);

  const cancelled = await waitingRedemption(app, member.userId, TEST_NOW);
  await app.db
    .update(rewardRedemptions)
    .set({ status: 'cancelled' })
    .where(eq(rewardRedemptions.id, cancelled.id));
  const refused = await ship('redemption', cancelled.id, {
    carrier: 'flash',
    tracking_number: 'TH0123456789',
  });
  expect(refused.statusCode).toBe(409);
  expect(refused.json().message).toBe('รายการนี้ถูกยกเลิกแล้ว จัดส่งไม่ได้');
});

test('ids and filters out of range: 400 or 404 in Thai, never 500', async () => {
  for (const [url, status, message] of [
    [`${ADMIN_REWARD_SHIPMENTS}/quest/99999999999/ship`, 400, 'ไม่พบรายการจัดส่งที่ระบุ'],
    [`${ADMIN_REWARD_SHIPMENTS}/quest/0/ship`, 400, 'ไม่พบรายการจัดส่งที่ระบุ'],
    [`${ADMIN_REWARD_SHIPMENTS}/quest/1e3/ship`, 400, 'ไม่พบรายการจัดส่งที่ระบุ'],
    [`${ADMIN_REWARD_SHIPMENTS}/parcel/1/ship`, 400, 'ประเภทรายการต้องเป็นของรางวัลกิจกรรมหรือแลกแต้ม'],
    [`${ADMIN_REWARD_SHIPMENTS}/quest/2147483647/ship`, 404, 'ไม่พบรายการจัดส่งที่ระบุ'],
    [`${ADMIN_REWARD_SHIPMENTS}/redemption/2147483647/ship`, 404, 'ไม่พบรายการจัดส่งที่ระบุ'],
  ] as const) {
    const response = await app.inject({
      method: 'POST',
      url,
      headers: adminHeaders(),
      payload: { carrier: 'flash', tracking_number: 'TH0123456789' },
    });
    expect([url, response.statusCode]).toEqual([url, status]);
    const body = response.json() as { message: string; errors: { message: string }[] };
    expect([body.message, ...body.errors.map((e) => e.message)]).toContain(message);
  }
  for (const [query, message] of [
    ['page=0', 'หน้าต้องเป็นจำนวนเต็มตั้งแต่ 1 ถึง 10000'],
    ['page=abc', 'หน้าต้องเป็นจำนวนเต็มตั้งแต่ 1 ถึง 10000'],
    ['page=99999999999999999999', 'หน้าต้องเป็นจำนวนเต็มตั้งแต่ 1 ถึง 10000'],
    ['per_page=51', 'จำนวนต่อหน้าต้องเป็นจำนวนเต็มตั้งแต่ 1 ถึง 50'],
    ['tab=lost', 'สถานะต้องเป็นรอจัดส่งหรือจัดส่งแล้ว'],
    ['kind=shop', 'ประเภทรายการต้องเป็นของรางวัลกิจกรรมหรือแลกแต้ม'],
  ]) {
    const response = await list(query!);
    expect([query, response.statusCode]).toEqual([query, 400]);
    const body = response.json() as { errors: { message: string }[] };
    expect(body.errors.map((e) => e.message)).toContain(message);
  }
  const past = await list('page=10000');
  expect(past.statusCode).toBe(200);
  expect(past.json().data).toEqual([]);
});
