import { fanOutChanges, type FanOutContext } from './stock-fan-out';
import { lapsedNumbers, nextHoldEnd, type LapsedNumber } from './stock-lapses';
import { STOCK_NOTICE_MAX_NUMBERS } from './stock-notice';

/** After the end of a hold, so the database's `held_until <= now` holds for it too. */
const PAST_THE_END_MS = 20;
/** The next hold is read again at least this often (and a Node timer cannot wait past ~24 days). */
const LONGEST_WAIT_MS = 60 * 60 * 1000;
/** A recount that failed (database away) is tried again after this long, while pages watch. */
const RETRY_MS = 5_000;
/**
 * A page that opens reads its numbers first and its stream after: holds that ran out this shortly
 * before the store was first watched here are announced too (a count sent twice is harmless).
 */
const FIRST_LOOK_BACK_MS = 10_000;

/**
 * A hold (a cart's or an unpaid order's) runs out without a write, so no notice announces it. One
 * timer per process, at the earliest end of a hold among the stores its pages watch: when it
 * passes, the numbers that came free since the last look are counted and sent to those pages,
 * and the timer is set at the next end. Nothing runs while no page is open.
 */
export class StockLapseWatch {
  private timer: NodeJS.Timeout | undefined;
  private dueAt = Infinity;
  /** App time up to which lapses have been announced; unset while nobody watches. */
  private since: Date | undefined;
  private running = false;
  private again = false;
  private closed = false;

  constructor(private readonly context: FanOutContext) {}

  /** Looks again within `ms` (sooner if a look is already due sooner): the watched stores or holds changed. */
  wake(ms = 0): void {
    if (this.closed || this.context.streams.watchedStores().length === 0) return this.idle();
    const due = Date.now() + ms;
    if (this.timer && this.dueAt <= due) return;
    clearTimeout(this.timer);
    this.dueAt = due;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.dueAt = Infinity;
      void this.look();
    }, ms);
    this.timer.unref();
  }

  close(): void {
    this.closed = true;
    this.idle();
  }

  private idle(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.dueAt = Infinity;
    this.since = undefined;
  }

  /** One look at a time: a wake during one runs another right after. Never rejects. */
  private async look(): Promise<void> {
    if (this.running) return void (this.again = true);
    this.running = true;
    try {
      await this.recount();
    } catch (error) {
      this.context.log.warn({ err: error }, 'stock lapses not read; trying again');
      this.wake(RETRY_MS);
    } finally {
      this.running = false;
      if (this.again) {
        this.again = false;
        this.wake(0);
      }
    }
  }

  private async recount(): Promise<void> {
    const storeCodes = this.context.streams.watchedStores();
    if (this.closed || storeCodes.length === 0) return this.idle();
    const now = this.context.now();
    const since = this.since ?? new Date(now.getTime() - FIRST_LOOK_BACK_MS);
    // A clock moved back (dev clock) has nothing to announce: it only starts again from there.
    if (since < now) {
      const lapsed = await lapsedNumbers(this.context.db, { storeCodes, since, now });
      for (const notice of byStoreAndDraw(lapsed)) await fanOutChanges(notice, this.context);
    }
    this.since = now;
    const next = await nextHoldEnd(this.context.db, { storeCodes, now });
    if (next === null) return;
    const wait = next.getTime() - this.context.now().getTime() + PAST_THE_END_MS;
    this.wake(Math.min(Math.max(wait, 0), LONGEST_WAIT_MS));
  }
}

/** The lapsed numbers as one notice per store and draw, `reload` past the size of a notice. */
function byStoreAndDraw(lapsed: LapsedNumber[]) {
  const groups = new Map<string, { store_code: string; draw_id: number; numbers: number[] }>();
  for (const { store_code, draw_id, number } of lapsed) {
    const key = `${store_code}:${draw_id}`;
    const group = groups.get(key) ?? { store_code, draw_id, numbers: [] };
    group.numbers.push(number);
    groups.set(key, group);
  }
  return [...groups.values()].map((group) =>
    group.numbers.length > STOCK_NOTICE_MAX_NUMBERS
      ? { store_code: group.store_code, draw_id: group.draw_id, reload: true }
      : group,
  );
}
