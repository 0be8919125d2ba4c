import { screen } from '@testing-library/react';
import { fetchLotteryDraws, fetchLotteryResults } from '@chokdee/shared-kernel/api/lottery';
import { draw20260516 } from './testing/draw-2026-05-16';
import { pastDraws } from './testing/past-draws';
import { resultsServer } from './testing/mock-lottery-api';
import { describeExposedApp } from '@chokdee/shared-kernel/testing/exposed-app';
import * as app from './export-app';

jest.mock('@chokdee/shared-kernel/api/lottery', () => ({
  fetchLotteryResults: jest.fn(),
  fetchLotteryDraws: jest.fn(),
}));

beforeEach(() => {
  jest
    .mocked(fetchLotteryResults)
    .mockReset()
    .mockImplementation(resultsServer([draw20260516]));
  jest.mocked(fetchLotteryDraws).mockReset().mockResolvedValue(pastDraws);
});

describeExposedApp(app, {
  remoteName: 'mf_lottery',
  served: {
    path: '/check-lottery',
    expectPage: async (element) => {
      expect(await screen.findByText('งวดวันที่ 16 พฤษภาคม 2569', { selector: 'p' })).toBeInTheDocument();
      expect(element).toContainElement(screen.getByRole('heading', { level: 1 }));
    },
  },
  notServed: '/articles',
});
