import { Profiler } from 'react';
import { act, render, screen } from '@testing-library/react';
import { fetchCurrentDraw } from '@chokdee/shared-kernel/api/lottery';
import type { LotteryDraw } from '@chokdee/shared-contract/schemas/lottery-draw';
import { RECHECK_MS, useSaleOpen } from './use-sale-open';

jest.mock('@chokdee/shared-kernel/api/lottery', () => ({ fetchCurrentDraw: jest.fn() }));

// The store page is the whole of what renders with this hook: its renders are the page's.

const NOW = new Date('2026-12-10T10:00:00+07:00');
const draw: LotteryDraw = {
  id: 7,
  draw_date: '2026-12-16',
  sale_start_date: '2026-12-01T16:00:00+07:00',
  sale_end_date: '2026-12-10T10:01:00+07:00',
  is_sale_open: true,
  has_results: false,
};

let renders = 0;
const counted = () => (renders += 1);

function SaleState({ storeOpen }: { storeOpen: boolean }) {
  return <p>{useSaleOpen(storeOpen) ? 'เปิดขาย' : 'ปิดการขาย'}</p>;
}

/** The hook's component, its commits counted (the store page's, in the app). */
function Probe({ storeOpen = true }: { storeOpen?: boolean }) {
  return (
    <Profiler id="store-page" onRender={counted}>
      <SaleState storeOpen={storeOpen} />
    </Profiler>
  );
}

beforeEach(() => {
  renders = 0;
  jest.useFakeTimers({ now: NOW });
  jest.mocked(fetchCurrentDraw).mockReset().mockResolvedValue(draw);
});

afterEach(() => jest.useRealTimers());

/** Until the page has the current draw (its read answered, and what follows it ran). */
async function drawArrived() {
  await act(() => jest.advanceTimersByTimeAsync(0));
}

it('leaves the page alone when the draw arrives and while its window stays open', async () => {
  render(<Probe />);
  await drawArrived();
  expect(screen.getByText('เปิดขาย')).toBeInTheDocument();
  const afterArrival = renders;
  expect(afterArrival).toBe(1);
  await act(async () => jest.advanceTimersByTime(RECHECK_MS));
  expect(renders).toBe(afterArrival);
});

it('closes the buying when the window ends while the page is open', async () => {
  render(<Probe />);
  await drawArrived();
  await act(async () => jest.advanceTimersByTime(2 * RECHECK_MS));
  expect(screen.getByText('ปิดการขาย')).toBeInTheDocument();
});

it('closes at once for a draw whose window has ended, and with the store closed whatever the draw', async () => {
  jest.mocked(fetchCurrentDraw).mockResolvedValue({ ...draw, sale_end_date: '2026-12-10T09:00:00+07:00' });
  const { rerender } = render(<Probe />);
  await drawArrived();
  expect(screen.getByText('ปิดการขาย')).toBeInTheDocument();
  jest.mocked(fetchCurrentDraw).mockResolvedValue(draw);
  rerender(<Probe storeOpen={false} />);
  expect(screen.getByText('ปิดการขาย')).toBeInTheDocument();
});

it('keeps the store open on its own flag when the draw cannot be read', async () => {
  jest.mocked(fetchCurrentDraw).mockRejectedValue(new Error('ไม่สามารถเชื่อมต่อได้'));
  render(<Probe />);
  await drawArrived();
  expect(screen.getByText('เปิดขาย')).toBeInTheDocument();
});
