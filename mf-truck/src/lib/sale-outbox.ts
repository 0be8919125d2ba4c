import type { TruckSale, TruckSaleBody } from '@chokdee/shared-contract/schemas/truck';

/**
 * A sale made on the device and kept until the API has it (IndexedDB, see stores/sale-queue).
 * The Idempotency-Key is made once, when the operator confirms, and sent with every try: however
 * often it is sent, the API sells once.
 */
export interface QueuedSale {
  key: string;
  storeCode: string;
  body: TruckSaleBody;
  /** waiting: not yet accepted; failed: the API refused it for good; sent: the API has it. */
  status: 'waiting' | 'failed' | 'sent';
  attempts: number;
  /** The last Thai reason it is still waiting or failed. */
  message: string | null;
  sale: TruckSale | null;
  createdAt: string;
}

/** A new Idempotency-Key (the contract takes 16–64 of [A-Za-z0-9_-]). */
export function newIdempotencyKey(): string {
  return `truck-${crypto.randomUUID()}`;
}

export function newQueuedSale(storeCode: string, body: TruckSaleBody, now: Date): QueuedSale {
  return {
    key: newIdempotencyKey(),
    storeCode,
    body,
    status: 'waiting',
    attempts: 0,
    message: null,
    sale: null,
    createdAt: now.toISOString(),
  };
}

export const WAITING_MESSAGES = {
  offline: 'ไม่มีสัญญาณ รายการนี้จะส่งอัตโนมัติเมื่อกลับมาออนไลน์',
  server: 'ระบบยังไม่ตอบ จะลองส่งใหม่อีกครั้ง',
  login: 'กรุณาเข้าสู่ระบบพนักงานอีกครั้งเพื่อส่งรายการนี้',
} as const;

export type SendOutcome = { kind: 'retry'; message: string } | { kind: 'refused'; message: string };

/**
 * What to do after a try failed with `status` (0 = no answer) and the API's Thai `message`:
 * no answer, a timeout, a 5xx or a throttle is tried again later; a missing session waits for the
 * next login; any other 4xx (the tickets were sold meanwhile, a price changed…) is final and shown
 * as that sale's failure. Nothing was sold then: the API sells all the tickets of a sale or none.
 */
export function judgeFailure(status: number, message: string): SendOutcome {
  if (status === 0) return { kind: 'retry', message: WAITING_MESSAGES.offline };
  if (status === 401) return { kind: 'retry', message: WAITING_MESSAGES.login };
  if (status === 408 || status === 429 || status >= 500)
    return { kind: 'retry', message: WAITING_MESSAGES.server };
  return { kind: 'refused', message };
}

/** Retry delay after `attempts` tries: 5 s doubling to at most 2 minutes. */
export function retryDelayMs(attempts: number): number {
  return Math.min(5_000 * 2 ** Math.max(0, attempts - 1), 120_000);
}
