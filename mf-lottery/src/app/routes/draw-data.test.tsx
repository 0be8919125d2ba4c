import { screen, within } from '@testing-library/react';
import { fetchCurrentDraw, fetchLotteryDraws } from '@chokdee/shared-kernel/api/lottery';
import { ApiRequestError } from '@chokdee/shared-kernel/api/client';
import type { LotteryDraw } from '@chokdee/shared-contract/schemas/lottery-draw';
import { renderRoute } from '@chokdee/shared-kernel/testing/render-route';
import { pastDraws } from '../../testing/past-draws';
import { appRoutes } from '../app-routes';

jest.mock('@chokdee/shared-kernel/api/lottery', () => ({
  fetchLotteryDraws: jest.fn(),
  fetchCurrentDraw: jest.fn(),
  fetchLotteryResults: jest.fn(),
}));

const draws = jest.mocked(fetchLotteryDraws);
const current = jest.mocked(fetchCurrentDraw);

const nextDraw: LotteryDraw = {
  id: 219,
  draw_date: '2026-06-01',
  sale_start_date: '2026-05-16T17:00:00+07:00',
  sale_end_date: '2026-05-31T22:00:00+07:00',
  is_sale_open: true,
  has_results: false,
};
const oldDraw: LotteryDraw = { ...pastDraws[2]!, id: 100, draw_date: '2025-12-30' };

beforeEach(() => {
  draws.mockReset().mockResolvedValue([nextDraw, ...pastDraws, oldDraw]);
  current.mockReset().mockResolvedValue(nextDraw);
});

it('/ข้อมูลลอตเตอรี่ในระบบ shows the draws the API holds, by Buddhist year, linked to the Thai results route', async () => {
  await renderRoute(appRoutes, '/ข้อมูลลอตเตอรี่ในระบบ');

  expect(await screen.findByRole('heading', { level: 1, name: 'ข้อมูลลอตเตอรี่ในระบบ' })).toBeInTheDocument();
  expect(await screen.findByText('4 งวด')).toBeInTheDocument();
  expect(draws).toHaveBeenCalledWith({ limit: 500 }, expect.anything());
  expect(screen.getByText('เปิดขาย')).toBeInTheDocument();

  const y2569 = screen.getByRole('list', { name: 'งวดปี พ.ศ. 2569' });
  expect(
    within(y2569)
      .getAllByRole('link')
      .map((a) => a.textContent),
  ).toEqual(['16 พฤษภาคม 2569', '2 พฤษภาคม 2569', '16 เมษายน 2569']);
  expect(within(y2569).getByRole('link', { name: '16 พฤษภาคม 2569' })).toHaveAttribute(
    'href',
    '/ตรวจลอตเตอรี่/2026-05-16',
  );
  expect(screen.getByRole('list', { name: 'งวดปี พ.ศ. 2568' })).toBeInTheDocument();
  // The draw still to come is listed apart, not among the results.
  expect(screen.getByRole('heading', { name: 'งวดที่ยังไม่ออกรางวัล' })).toBeInTheDocument();
});

it('without a current draw the page still shows the list', async () => {
  current.mockRejectedValue(new ApiRequestError({ message: 'ไม่พบงวด', errors: [], status: 404 }));
  await renderRoute(appRoutes, '/ข้อมูลลอตเตอรี่ในระบบ');
  expect(await screen.findByText('ยังไม่มีงวดที่เปิดจำหน่าย')).toBeInTheDocument();
});

it('a failed read shows a Thai error with a retry', async () => {
  draws.mockRejectedValue(new ApiRequestError({ message: 'ระบบขัดข้อง', errors: [], status: 500 }));
  await renderRoute(appRoutes, '/ข้อมูลลอตเตอรี่ในระบบ');
  expect(await screen.findByText('โหลดข้อมูลลอตเตอรี่ไม่สำเร็จ')).toBeInTheDocument();
});
