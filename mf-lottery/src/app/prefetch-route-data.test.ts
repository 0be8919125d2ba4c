import { prefetchLotteryResult } from '../features/results/api/result-prefetch';
import { prefetchRouteData } from './prefetch-route-data';

jest.mock('../features/results/api/result-prefetch', () => ({ prefetchLotteryResult: jest.fn() }));

const prefetch = jest.mocked(prefetchLotteryResult);

beforeEach(() => prefetch.mockReset());

describe('prefetchRouteData', () => {
  it.each([
    ['/check-lottery', ''],
    ['/check-lottery/', ''],
    ['/checklottery', ''],
    ['/Check-Lottery', ''],
    ['/check-lottery/2026-05-16', '2026-05-16'],
  ])('starts the results request of %s', (pathname, slug) => {
    prefetchRouteData(pathname);

    expect(prefetch).toHaveBeenCalledTimes(1);
    expect(prefetch).toHaveBeenCalledWith(slug);
  });

  it.each(['/', '/articles', '/check-lottery/2026-05-16/extra', '/members/check-lottery'])(
    'starts nothing on %s, which this remote does not serve',
    (pathname) => {
      prefetchRouteData(pathname);

      expect(prefetch).not.toHaveBeenCalled();
    },
  );
});
