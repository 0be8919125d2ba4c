import { appOnPostgres } from '#api/test/app-on-postgres';
import { registerMember } from '#api/test/member-session';
import { insertTestReward, rewardStock } from '#api/test/test-rewards';
import { sumPointTransactions } from '#api/rewards/points-repository';

/**
 * The races of member data on a real PostgreSQL server (PGlite runs one statement at a time, so
 * only a server shows that the row locks hold). Same rules as `db/client.postgres.test.ts`: the
 * local server when it answers, REQUIRE_PG=1 makes "not reachable" a failure; a schema of its own.
 */

jest.setTimeout(120_000);
const { testOnPostgres } = appOnPostgres('member_data');

testOnPostgres('10 parallel redemptions with points for 3: exactly 3 succeed', async (app) => {
  const member = await registerMember(app);
  const code = await insertTestReward(app.db, { points: 30, stock: 100 });
  const answers = await Promise.all(
    Array.from({ length: 10 }, () =>
      app.inject({
        method: 'POST',
        url: '/public/v1/reward-redemptions',
        headers: member.headers,
        payload: { reward_code: code, quantity: 1 },
      }),
    ),
  );
  expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(3);
  expect(answers.filter((a) => a.statusCode === 422 && a.json().message === 'แต้มสะสมไม่เพียงพอ')).toHaveLength(
    7,
  );
  const balance = await app.inject({
    method: 'GET',
    url: '/public/v1/points/balance',
    headers: member.headers,
  });
  expect(balance.json()).toEqual({ data: { balance: 10, pending_welcome_points: 0 } });
  expect(await sumPointTransactions(app.db, member.userId)).toBe(10);
  expect(await rewardStock(app.db, code)).toBe(97);
});

testOnPostgres(
  '10 parallel redemptions of a stock of 2 by different members: exactly 2 succeed',
  async (app) => {
    const members = await Promise.all(Array.from({ length: 10 }, () => registerMember(app)));
    const code = await insertTestReward(app.db, { points: 10, stock: 2 });
    const answers = await Promise.all(
      members.map((member) =>
        app.inject({
          method: 'POST',
          url: '/public/v1/reward-redemptions',
          headers: member.headers,
          payload: { reward_code: code, quantity: 1 },
        }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(2);
    expect(answers.filter((a) => a.json().message === 'ของรางวัลหมดแล้ว')).toHaveLength(8);
    expect(await rewardStock(app.db, code)).toBe(0);
  },
);

testOnPostgres('23 parallel new addresses: 20 are kept, 3 refused', async (app) => {
  const member = await registerMember(app);
  const answers = await Promise.all(
    Array.from({ length: 23 }, (_, i) =>
      app.inject({
        method: 'POST',
        url: '/api/public/v1/members/addresses',
        headers: member.headers,
        payload: {
          name: `ที่ ${i}`,
          recipient: 'สมชาย ใจดี',
          address: '1 ถนนพระราม 1',
          sub_district: 'รองเมือง',
          district: 'ปทุมวัน',
          province: 'กรุงเทพมหานคร',
          zip_code: '10330',
          tel: '0812345678',
        },
      }),
    ),
  );
  expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(20);
  expect(answers.filter((a) => a.statusCode === 422)).toHaveLength(3);
});
