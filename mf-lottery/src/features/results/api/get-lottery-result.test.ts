import { fetchLotteryResults } from '@chokdee/shared-kernel/api/lottery';
import { draw20260516 } from '../../../testing/draw-2026-05-16';
import { resultPage } from '../../../testing/mock-lottery-api';
import { getLotteryResult, LATEST_DRAW } from './get-lottery-result';

jest.mock('@chokdee/shared-kernel/api/lottery', () => ({ fetchLotteryResults: jest.fn() }));

const results = jest.mocked(fetchLotteryResults);

beforeEach(() => results.mockReset());

describe('getLotteryResult', () => {
  it('asks for the newest result when no draw is named', async () => {
    results.mockResolvedValue(resultPage([draw20260516]));

    await expect(getLotteryResult(LATEST_DRAW)).resolves.toBe(draw20260516);
    expect(results).toHaveBeenCalledWith({ page: 1, per_page: 1 });
  });

  it('asks for the named draw date', async () => {
    results.mockResolvedValue(resultPage([draw20260516]));

    await expect(getLotteryResult('2026-05-16')).resolves.toBe(draw20260516);
    expect(results).toHaveBeenCalledWith({ draw_date: '2026-05-16', page: 1, per_page: 1 });
  });

  it('resolves null when the API has no result for the date', async () => {
    results.mockResolvedValue(resultPage([]));

    await expect(getLotteryResult('2026-05-17')).resolves.toBeNull();
  });

  it.each(['16-05-2026', '2026-5-16', 'latest', '2026-05-16x'])(
    'resolves null for the malformed slug %s without a request',
    async (slug) => {
      await expect(getLotteryResult(slug)).resolves.toBeNull();
      expect(results).not.toHaveBeenCalled();
    },
  );

  it('lets a failed request reject', async () => {
    const failure = new Error('offline');
    results.mockRejectedValue(failure);

    await expect(getLotteryResult('2026-05-16')).rejects.toBe(failure);
  });
});
