import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '#api/db/client';
import { freeCountsOf } from './stock-free-counts';
import type { StockStreams } from './stock-streams';

/** What `stockNoticeSelect` puts on the channel (and what a lapse of holds comes to). */
export interface StockNotice {
  store_code: string;
  draw_id: number;
  numbers?: number[];
  reload?: boolean;
}

/** A notice off the channel; a payload not understood is dropped. */
export function parseNotice(payload: string): StockNotice | undefined {
  try {
    const notice = JSON.parse(payload) as StockNotice;
    return typeof notice.store_code === 'string' && Number.isInteger(notice.draw_id) ? notice : undefined;
  } catch {
    return undefined;
  }
}

const sixDigits = (number: number) => String(number).padStart(6, '0');

export interface FanOutContext {
  db: Executor;
  now: () => Date;
  streams: StockStreams;
  log: FastifyBaseLogger;
}

/**
 * Turns one notice into one `stock` event for the pages of its store that this process serves:
 * the changed numbers with their free counts now, or `reload` when they were too many to list or
 * cannot be counted (the database is away).
 */
export async function fanOutChanges(notice: StockNotice, context: FanOutContext): Promise<void> {
  if (!context.streams.isWatched(notice.store_code)) return;
  const base = { store_code: notice.store_code, draw_id: notice.draw_id };
  if (notice.reload || !notice.numbers?.length) return context.streams.sendStock({ ...base, reload: true });
  try {
    const counts = await freeCountsOf(context.db, {
      storeCode: notice.store_code,
      drawId: notice.draw_id,
      numbers: notice.numbers,
      now: context.now(),
    });
    const changes = [...counts].map(([number, available]) => ({ number: sixDigits(number), available }));
    context.streams.sendStock({ ...base, changes });
  } catch (error) {
    context.log.warn({ err: error }, 'stock event: free counts not read; pages told to reload');
    context.streams.sendStock({ ...base, reload: true });
  }
}
