import { TRUCK_MESSAGES } from '@chokdee/shared-contract/schemas/truck';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, TEST_NOW } from '#api/test/build-test-app';
import { createTestTruck } from '#api/test/truck-fixtures';

const QR = '/truck/v1/promptpay-qr';
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

describe('GET /truck/v1/promptpay-qr', () => {
  test('a QR for exactly the amount from the store’s PromptPay id', async () => {
    const truck = await createTestTruck(app, { now: TEST_NOW });
    const res = await app.inject({ method: 'GET', url: `${QR}?amount=160`, headers: truck.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      amount: 160,
      promptpay_qr: expect.stringMatching(/^data:image\/svg\+xml;base64,/),
    });
  });

  test('bad amounts are a 400, a store without an id a Thai 422, no token a 401', async () => {
    const truck = await createTestTruck(app, { now: TEST_NOW });
    for (const amount of ['', '0', '-5', '12.5', 'abc']) {
      expect(
        (await app.inject({ method: 'GET', url: `${QR}?amount=${amount}`, headers: truck.headers }))
          .statusCode,
      ).toBe(400);
    }
    const noId = await createTestTruck(app, { now: TEST_NOW, promptpayId: null });
    const res = await app.inject({ method: 'GET', url: `${QR}?amount=80`, headers: noId.headers });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(TRUCK_MESSAGES.promptpayUnavailable);
    expect((await app.inject({ method: 'GET', url: `${QR}?amount=80` })).statusCode).toBe(401);
  });
});
