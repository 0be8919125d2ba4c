import { fetchLotteryResults } from '@chokdee/shared-kernel/api/lottery';
import { draw20260516 } from '../../../testing/draw-2026-05-16';
import { resultPage } from '../../../testing/mock-lottery-api';
import { prefetchLotteryResult, takeLotteryResult } from './result-prefetch';

jest.mock('@chokdee/shared-kernel/api/lottery', () => ({ fetchLotteryResults: jest.fn() }));

const results = jest.mocked(fetchLotteryResults);

beforeEach(() => {
  results.mockReset().mockResolvedValue(resultPage([draw20260516]));
  jest.useRealTimers();
});

describe('result prefetch', () => {
  it('hands the prefetched request to the first taker, and asks again after that', async () => {
    prefetchLotteryResult('2026-05-16');
    prefetchLotteryResult('2026-05-16');
    expect(results).toHaveBeenCalledTimes(1);

    await expect(takeLotteryResult('2026-05-16')).resolves.toBe(draw20260516);
    expect(results).toHaveBeenCalledTimes(1);

    await expect(takeLotteryResult('2026-05-16')).resolves.toBe(draw20260516);
    expect(results).toHaveBeenCalledTimes(2);
  });

  it('asks for a slug that was not prefetched', async () => {
    prefetchLotteryResult('2026-05-02');

    await takeLotteryResult('2026-05-16');

    expect(results).toHaveBeenLastCalledWith({ draw_date: '2026-05-16', page: 1, per_page: 1 });
    expect(results).toHaveBeenCalledTimes(2);
    await takeLotteryResult('2026-05-02');
  });

  it('does not use a prefetched answer that has gone stale', async () => {
    jest.useFakeTimers({ now: new Date('2026-05-16T10:00:00Z') });
    prefetchLotteryResult('');
    jest.setSystemTime(new Date('2026-05-16T10:01:00Z'));

    await takeLotteryResult('');

    expect(results).toHaveBeenCalledTimes(2);
  });

  it('leaves a failed prefetch for the taker to report', async () => {
    const failure = new Error('offline');
    results.mockRejectedValueOnce(failure);
    prefetchLotteryResult('2026-05-09');
    await Promise.resolve();

    await expect(takeLotteryResult('2026-05-09')).rejects.toBe(failure);
  });
});
