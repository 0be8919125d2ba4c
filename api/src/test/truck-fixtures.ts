import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { truckOperators } from '#api/truck/truck-tables';
import { hashPassword } from '#api/auth/password';
import { ensureTruckStore } from '#api/truck/truck-stores-repository';
import { createTestStore, type TestStore } from './store-fixtures';

export const OPERATOR_PASSWORD = 'truck1234';

export interface TestTruck extends TestStore {
  username: string;
  token: string;
  /** `{ authorization: 'Bearer …' }` of the operator. */
  headers: { authorization: string };
  walkInUserId: number;
}

/**
 * A new store (tickets as `createTestStore` makes them) made a truck store, with one operator
 * logged in through `POST /truck/v1/dealers/login`.
 */
export async function createTestTruck(
  app: FastifyInstance,
  options: {
    now: Date;
    numbers?: string[];
    copies?: number;
    price?: number;
    operatorsCanLogout?: boolean;
    promptpayId?: string | null;
  },
): Promise<TestTruck> {
  const store = await createTestStore(app.db, {
    now: options.now,
    numbers: options.numbers,
    copies: options.copies,
    price: options.price,
    store: options.promptpayId === undefined ? undefined : { promptpay_id: options.promptpayId },
  });
  const truckStore = await ensureTruckStore(app.db, store.store.id, {
    operatorsCanLogout: options.operatorsCanLogout,
    now: options.now,
  });
  const username = `op-${randomUUID().slice(0, 8)}`;
  await app.db.insert(truckOperators).values({
    store_id: store.store.id,
    username,
    name: 'พนักงานทดสอบ',
    password_hash: await hashPassword(OPERATOR_PASSWORD),
    created_at: options.now,
    updated_at: options.now,
  });
  const token = await loginOperator(app, username);
  return {
    ...store,
    username,
    token,
    headers: { authorization: `Bearer ${token}` },
    walkInUserId: truckStore.walk_in_user_id,
  };
}

export async function loginOperator(app: FastifyInstance, username: string): Promise<string> {
  const login = await app.inject({
    method: 'POST',
    url: '/truck/v1/dealers/login',
    payload: { username, password: OPERATOR_PASSWORD },
  });
  if (login.statusCode !== 200) throw new Error(`truck login failed: ${login.statusCode} ${login.body}`);
  return (login.json() as { data: { token: string } }).data.token;
}

/** A fresh Idempotency-Key as the device makes it. */
export const newSaleKey = () => randomUUID();
