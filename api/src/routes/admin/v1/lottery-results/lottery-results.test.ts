import type { FastifyInstance } from 'fastify';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { lotteryDraws } from '#api/results/results-tables';
import { adminHeaders, buildTestApp, TEST_NOW } from '#api/test/build-test-app';
import { createOwnedTickets } from '#api/test/cart-fixtures';
import { registerMember } from '#api/test/member-session';
import { createTestStore } from '#api/test/store-fixtures';

jest.setTimeout(60_000);

/** A local stand-in for GLO on this suite's own port: it answers the recorded real answer. */
const GLO_PORT = 5121;
const FIXTURE = readFileSync(
  path.join(__dirname, '..', '..', '..', '..', 'results', '__fixtures__', 'glo-latest-2026-09-01.json'),
  'utf8',
);

const requests: { method?: string; type?: string; body: string }[] = [];
let answer = { status: 200, body: FIXTURE };
let glo: Server;
let app: FastifyInstance;

beforeAll(async () => {
  glo = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      requests.push({
        method: request.method,
        type: request.headers['content-type'],
        body: Buffer.concat(chunks).toString('utf8'),
      });
      response.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
    });
  });
  await new Promise<void>((resolve) => glo.listen(GLO_PORT, '127.0.0.1', resolve));
  app = await buildTestApp({
    config: { gloResultsUrl: `http://127.0.0.1:${GLO_PORT}/api/lottery/getLatestLottery` },
  });
});
afterAll(async () => {
  await app.close();
  await new Promise((resolve) => glo.close(resolve));
});

const URL = '/admin/v1/lottery-results/import';

test('without the admin token: 401', async () => {
  const response = await app.inject({ method: 'POST', url: URL });
  expect(response.statusCode).toBe(401);
  expect(response.json().message).toBe('กรุณาระบุรหัสผู้ดูแลระบบที่ถูกต้อง');
  expect(requests).toHaveLength(0);
});

test('runs the importer over HTTP now and answers what it stored; again → unchanged', async () => {
  const response = await app.inject({ method: 'POST', url: URL, headers: adminHeaders() });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({
    data: {
      draw_date: '2026-09-01',
      outcome: 'inserted',
      draw_created: true,
      wins_recorded: 0,
      first: '417212',
      // Told after the answer (none here: nobody holds a ticket of the draw).
      win_notices: null,
    },
  });
  expect(requests.at(-1)).toEqual({ method: 'POST', type: 'application/json', body: '{}' });
  const again = await app.inject({ method: 'POST', url: URL, headers: adminHeaders() });
  expect(again.json().data.outcome).toBe('unchanged');
  const results = await app.inject({ method: 'GET', url: '/public/v2/lottery-results?per_page=1' });
  expect(results.json().data[0]).toMatchObject({ draw_date: '2026-09-01', first: '417212' });
});

test('a winner hears of the win soon after the import answers', async () => {
  const [draw] = await app.db.select().from(lotteryDraws).where(eq(lotteryDraws.draw_date, '2026-09-01'));
  const shop = await createTestStore(app.db, { now: TEST_NOW });
  const member = await registerMember(app);
  await createOwnedTickets(app.db, {
    userId: member.userId,
    storeId: shop.store.id,
    drawId: draw!.id,
    numbers: ['417212'],
    now: TEST_NOW,
  });
  const response = await app.inject({ method: 'POST', url: URL, headers: adminHeaders() });
  expect(response.json().data).toMatchObject({ outcome: 'unchanged', wins_recorded: 1, win_notices: null });

  const winNotices = async () => {
    const list = await app.inject({ method: 'GET', url: '/public/v1/notices', headers: member.headers });
    return (list.json().data as { kind: string; body: string }[]).filter((notice) => notice.kind === 'win');
  };
  const deadline = Date.now() + 5_000;
  while ((await winNotices()).length === 0 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  expect(await winNotices()).toEqual([
    expect.objectContaining({ body: 'สลาก 417212 ถูกรางวัลที่ 1 เป็นเงิน 6,000,000 บาท\nรวมเป็นเงิน 6,000,000 บาท' }),
  ]);
});

test('GLO answering an error or half a table: 502 with a Thai message', async () => {
  answer = { status: 500, body: '{}' };
  const down = await app.inject({ method: 'POST', url: URL, headers: adminHeaders() });
  expect(down.statusCode).toBe(502);
  expect(down.json()).toEqual({
    message: 'ไม่สามารถติดต่อสำนักงานสลากกินแบ่งรัฐบาลได้ กรุณาลองใหม่ภายหลัง',
    errors: [],
    status: 502,
  });
  answer = {
    status: 200,
    body: JSON.stringify({ status: true, response: { date: '2026-09-16', data: {} } }),
  };
  const half = await app.inject({ method: 'POST', url: URL, headers: adminHeaders() });
  expect(half.statusCode).toBe(502);
  expect(half.json().message).toBe('ผลรางวัลจากสำนักงานสลากกินแบ่งรัฐบาลยังไม่ครบหรืออ่านไม่ได้');
});
