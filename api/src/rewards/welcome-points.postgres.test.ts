import { eq } from 'drizzle-orm';
import { users } from '#api/auth/auth-tables';
import { appOnPostgres } from '#api/test/app-on-postgres';
import { bearer, registerLocal } from '#api/test/auth-fixtures';
import { TEST_NOW } from '#api/test/build-test-app';
import { ADULT_DATE_OF_BIRTH, verifyPhone } from '#api/test/member-session';
import { insertTestReward, rewardStock } from '#api/test/test-rewards';
import { grantWelcomePoints, sumPointTransactions } from './points-repository';
import { redeemReward } from './reward-redemptions-repository';

/**
 * Welcome points against a real PostgreSQL server, where requests really run at once (PGlite runs
 * one statement at a time): a member who has not verified the phone cannot spend them, however
 * many calls race, and the verification credits them once.
 */
jest.setTimeout(180_000);

const { testOnPostgres } = appOnPostgres('welcome_points');

const REDEMPTIONS = '/public/v1/reward-redemptions';

testOnPostgres(
  'an unverified member: 20 redemptions, balance reads and grants at once spend nothing and credit nothing',
  async (app) => {
    const { token } = await registerLocal(app);
    const headers = bearer(token);
    const userId = (await app.inject({ method: 'GET', url: '/public/v2/auth/me', headers })).json().data
      .id as number;
    // The birth date is there: only the phone is missing.
    await app.db.update(users).set({ date_of_birth: ADULT_DATE_OF_BIRTH }).where(eq(users.id, userId));
    const reward = await insertTestReward(app.db, { points: 100, stock: 50 });

    const redeem = () =>
      app.inject({
        method: 'POST',
        url: REDEMPTIONS,
        headers,
        payload: { reward_code: reward, reward_variant_code: null, quantity: 1 },
      });
    const balance = () => app.inject({ method: 'GET', url: '/public/v1/points/balance', headers });
    const [redemptions, balances, grants] = await Promise.all([
      Promise.all(Array.from({ length: 20 }, redeem)),
      Promise.all(Array.from({ length: 20 }, balance)),
      Promise.all(Array.from({ length: 20 }, () => grantWelcomePoints(app.db, userId, TEST_NOW))),
    ]);
    expect(new Set(redemptions.map((r) => r.statusCode))).toEqual(new Set([403]));
    expect(redemptions[0]!.json().code).toBe('phone_not_verified');
    expect(balances.map((b) => b.json().data)).toEqual(
      Array.from({ length: 20 }, () => ({ balance: 0, pending_welcome_points: 100 })),
    );
    expect(grants.every((granted) => !granted)).toBe(true);
    // Even past the route's guard, the repository finds no points to spend.
    const direct = await Promise.all(
      Array.from({ length: 20 }, () =>
        redeemReward(
          app.db,
          userId,
          { reward_code: reward, reward_variant_code: null, quantity: 1 },
          TEST_NOW,
        ),
      ),
    );
    expect(direct.every((result) => !result.ok && result.reason === 'not_enough_points')).toBe(true);
    expect(await sumPointTransactions(app.db, userId)).toBe(0);
    expect(await rewardStock(app.db, reward)).toBe(50);
  },
);

testOnPostgres(
  'the verification racing 20 redemptions: the 100 welcome points are credited once and buy at most one 100-point reward',
  async (app) => {
    const { tel, token } = await registerLocal(app);
    const headers = bearer(token);
    const userId = (await app.inject({ method: 'GET', url: '/public/v2/auth/me', headers })).json().data
      .id as number;
    await app.db.update(users).set({ date_of_birth: ADULT_DATE_OF_BIRTH }).where(eq(users.id, userId));
    const reward = await insertTestReward(app.db, { points: 100, stock: 50 });
    const redeem = () =>
      app.inject({
        method: 'POST',
        url: REDEMPTIONS,
        headers,
        payload: { reward_code: reward, reward_variant_code: null, quantity: 1 },
      });

    const [, early] = await Promise.all([
      verifyPhone(app, headers, tel),
      Promise.all(Array.from({ length: 20 }, redeem)),
    ]);
    const late = await Promise.all(Array.from({ length: 20 }, redeem));
    const statuses = [...early, ...late].map((r) => r.statusCode);
    // Before the verification 403, after it one redemption and then 'not enough points'.
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.every((s) => [201, 403, 422].includes(s))).toBe(true);
    expect(await sumPointTransactions(app.db, userId)).toBe(0);
    expect(await rewardStock(app.db, reward)).toBe(49);
    const balance = await app.inject({ method: 'GET', url: '/public/v1/points/balance', headers });
    expect(balance.json().data).toEqual({ balance: 0, pending_welcome_points: 0 });
  },
);
