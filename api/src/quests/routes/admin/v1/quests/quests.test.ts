import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { questRewards, questRules, quests } from '#api/quests/quests-tables';
import { adminHeaders, buildTestApp } from '#api/test/build-test-app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const body = {
  name: 'ซื้อครบ 4 ใบ',
  started_at: '2026-11-01T00:00:00+07:00',
  ended_at: '2026-12-31T00:00:00+07:00',
  target: 4,
  rewards: [{ name: 'ร่ม', stock: 7 }],
};

test('without the admin token: 401; with it a quest is created with its rule and rewards', async () => {
  expect((await app.inject({ method: 'POST', url: '/admin/v1/quests', payload: body })).statusCode).toBe(401);
  const made = await app.inject({
    method: 'POST',
    url: '/admin/v1/quests',
    headers: adminHeaders(),
    payload: body,
  });
  expect(made.statusCode).toBe(201);
  const id = made.json().data.id as number;
  expect((await app.db.select().from(questRules).where(eq(questRules.quest_id, id)))[0]).toMatchObject({
    target: 4,
  });
  const [reward] = await app.db.select().from(questRewards).where(eq(questRewards.quest_id, id));
  expect(reward).toMatchObject({ name: 'ร่ม', stock: 7 });

  const edit = await app.inject({
    method: 'PATCH',
    url: `/admin/v1/quests/${id}`,
    headers: adminHeaders(),
    payload: { name: 'ซื้อครบ 6 ใบ', target: 6 },
  });
  expect(edit.statusCode).toBe(200);
  expect((await app.db.select().from(quests).where(eq(quests.id, id)))[0]!.name).toBe('ซื้อครบ 6 ใบ');
  expect((await app.db.select().from(questRules).where(eq(questRules.quest_id, id)))[0]!.target).toBe(6);

  const stock = await app.inject({
    method: 'PATCH',
    url: `/admin/v1/quest-rewards/${reward!.id}`,
    headers: adminHeaders(),
    payload: { stock: 2 },
  });
  expect(stock.statusCode).toBe(200);
  expect((await app.db.select().from(questRewards).where(eq(questRewards.id, reward!.id)))[0]!.stock).toBe(2);
});

test('bad input: a window that ends before it starts, no rewards, negative stock, unknown ids', async () => {
  const post = (payload: object) =>
    app.inject({ method: 'POST', url: '/admin/v1/quests', headers: adminHeaders(), payload });
  const backwards = await post({ ...body, ended_at: body.started_at });
  expect(backwards.statusCode).toBe(400);
  expect(backwards.json().errors).toEqual([{ field: 'ended_at', message: 'วันสิ้นสุดต้องอยู่หลังวันเริ่มต้น' }]);
  expect((await post({ ...body, rewards: [] })).statusCode).toBe(400);
  expect((await post({ ...body, rewards: [{ name: 'ร่ม', stock: -1 }] })).statusCode).toBe(400);
  const patch = (url: string, payload: object) =>
    app.inject({ method: 'PATCH', url, headers: adminHeaders(), payload });
  expect((await patch('/admin/v1/quests/999999', { name: 'x' })).statusCode).toBe(404);
  expect((await patch('/admin/v1/quest-rewards/999999', { stock: 1 })).statusCode).toBe(404);
  const made = (await post(body)).json().data.id as number;
  const narrowed = await patch(`/admin/v1/quests/${made}`, { ended_at: '2026-10-01T00:00:00+07:00' });
  expect(narrowed.statusCode).toBe(400);
  expect(narrowed.json().message).toBe('วันสิ้นสุดต้องอยู่หลังวันเริ่มต้น');
});
