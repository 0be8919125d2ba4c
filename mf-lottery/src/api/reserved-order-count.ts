// zod/mini, and no order schemas: the bottom member menu's badge asks this on every page, and the
// orders API (the kernel's api/orders.ts, classic zod and the order, safe and win schemas) stays with the pages
// that show orders.
import { z } from 'zod/mini';
import { dataEnvelope } from '@chokdee/shared-contract/schemas/envelope';
import { request } from '@chokdee/shared-kernel/api/client';
import type { CallOptions } from '@chokdee/shared-kernel/api/call-options';

const CountEnvelope = dataEnvelope(z.number().check(z.int(), z.gte(0)));

/** How many orders await payment (the member menu's badge). */
export async function fetchReservedOrderCount(options: CallOptions = {}): Promise<number> {
  return (
    await request(CountEnvelope, '/public/bos/v1/orders/reserved', {
      searchParams: { count: true },
      ...options,
    })
  ).data;
}
