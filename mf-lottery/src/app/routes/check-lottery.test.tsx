import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchLotteryDraws, fetchLotteryResults } from '@chokdee/shared-kernel/api/lottery';
import { ApiRequestError } from '@chokdee/shared-kernel/api/client';
import { PRIZE_TIERS } from '@chokdee/shared-contract/rules/prize';
import { draw20260502 } from '../../testing/draw-2026-05-02';
import { draw20260516 } from '../../testing/draw-2026-05-16';
import { pastDraws } from '../../testing/past-draws';
import { resultsServer } from '../../testing/mock-lottery-api';
import { renderRoute } from '@chokdee/shared-kernel/testing/render-route';
import { appRoutes } from '../app-routes';

// Component level: the network is mocked at the kernel's fetchers, the prize rules stay real.
jest.mock('@chokdee/shared-kernel/api/lottery', () => ({
  fetchLotteryResults: jest.fn(),
  fetchLotteryDraws: jest.fn(),
}));

const results = jest.mocked(fetchLotteryResults);
const draws = jest.mocked(fetchLotteryDraws);

beforeEach(() => {
  results.mockReset().mockImplementation(resultsServer([draw20260516, draw20260502]));
  draws.mockReset().mockResolvedValue(pastDraws);
});

/** The draw-date line under the title (the picker's options carry the same text). */
function findDrawDate(text: string) {
  return screen.findByText(text, { selector: 'p' });
}

function tierSection(name: string) {
  return screen.getByRole('region', { name });
}

describe('check-lottery page', () => {
  it('shows every tier of the 16 May 2026 draw with its Thai name, amount and numbers', async () => {
    await renderRoute(appRoutes, '/check-lottery/2026-05-16');

    expect(screen.getByRole('heading', { level: 1, name: 'ตรวจผลสลากกินแบ่งรัฐบาล' })).toBeInTheDocument();
    expect(await findDrawDate('งวดวันที่ 16 พฤษภาคม 2569')).toBeInTheDocument();

    const first = tierSection('รางวัลที่ 1');
    expect(within(first).getByText('107387')).toBeInTheDocument();
    expect(within(first).getByText('รางวัลละ 6,000,000 บาท')).toBeInTheDocument();

    const expected: Record<string, { amount: string; numbers: string[] }> = {
      'รางวัลข้างเคียงรางวัลที่ 1': { amount: '100,000 บาท', numbers: draw20260516.adjacent_first },
      'รางวัลที่ 2': { amount: '200,000 บาท', numbers: draw20260516.second },
      'รางวัลที่ 3': { amount: '80,000 บาท', numbers: draw20260516.third },
      'รางวัลที่ 4': { amount: '40,000 บาท', numbers: draw20260516.fourth },
      'รางวัลที่ 5': { amount: '20,000 บาท', numbers: draw20260516.fifth },
      'รางวัลเลขหน้า 3 ตัว': { amount: '4,000 บาท', numbers: draw20260516.front3 },
      'รางวัลเลขท้าย 3 ตัว': { amount: '4,000 บาท', numbers: draw20260516.last3 },
      'รางวัลเลขท้าย 2 ตัว': { amount: '2,000 บาท', numbers: [draw20260516.last2] },
    };
    for (const [name, { amount, numbers }] of Object.entries(expected)) {
      const section = tierSection(name);
      expect(within(section).getByText(new RegExp(`รางวัลละ ${amount}`))).toBeInTheDocument();
      const shown = within(section)
        .getAllByRole('listitem')
        .map((item) => item.textContent);
      expect(shown.sort()).toEqual([...numbers].sort());
    }
    // Nine tiers, each once: the kernel's list and the page agree.
    expect(PRIZE_TIERS).toHaveLength(9);
    for (const tier of PRIZE_TIERS) expect(tierSection(tier.name)).toBeInTheDocument();
  });

  it.each(['/check-lottery', '/checklottery'])('%s shows the latest draw', async (path) => {
    await renderRoute(appRoutes, path);

    expect(await findDrawDate('งวดวันที่ 16 พฤษภาคม 2569')).toBeInTheDocument();
    expect(results).toHaveBeenCalledWith({ page: 1, per_page: 1 });
    await waitFor(() => expect(draws).toHaveBeenCalledWith({ status: 'past', limit: 500 }));
  });

  it('asks for the list of draws only once the results are on screen', async () => {
    let answer!: (page: Awaited<ReturnType<typeof fetchLotteryResults>>) => void;
    results.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    await renderRoute(appRoutes, '/check-lottery');

    expect(screen.getByRole('status')).toHaveTextContent('กำลังโหลดผลสลาก…');
    // The date line holds its place (one line) before the date is known.
    expect(screen.getByRole('heading', { level: 1 }).nextElementSibling?.textContent).toBe('\u00a0');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(draws).not.toHaveBeenCalled();

    answer(await resultsServer([draw20260516])({}));
    expect(await findDrawDate('งวดวันที่ 16 พฤษภาคม 2569')).toBeInTheDocument();
    await waitFor(() => expect(draws).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('combobox', { name: 'เลือกงวด' })).toBeInTheDocument();
  });

  it('lists the past draws in Buddhist-era dates and opens the chosen one', async () => {
    const user = userEvent.setup();
    const view = await renderRoute(appRoutes, '/check-lottery');
    await findDrawDate('งวดวันที่ 16 พฤษภาคม 2569');

    const picker = screen.getByRole('combobox', { name: 'เลือกงวด' });
    await waitFor(() => expect(picker).toBeEnabled());
    expect(
      within(picker)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['งวดวันที่ 16 พฤษภาคม 2569', 'งวดวันที่ 2 พฤษภาคม 2569', 'งวดวันที่ 16 เมษายน 2569']);
    expect(picker).toHaveValue('2026-05-16');

    await user.selectOptions(picker, 'งวดวันที่ 2 พฤษภาคม 2569');

    expect(view.pathname()).toBe('/check-lottery/2026-05-02');
    expect(await findDrawDate('งวดวันที่ 2 พฤษภาคม 2569')).toBeInTheDocument();
    expect(within(tierSection('รางวัลที่ 1')).getByText(draw20260502.first)).toBeInTheDocument();
    expect(results).toHaveBeenLastCalledWith({ draw_date: '2026-05-02', page: 1, per_page: 1 });
    expect(picker).toHaveValue('2026-05-02');
  });

  it('the Thai-named route shows the same results, links to the draw data and keeps its spelling when the picker moves', async () => {
    const user = userEvent.setup();
    const view = await renderRoute(appRoutes, '/ตรวจลอตเตอรี่');
    expect(await findDrawDate('งวดวันที่ 16 พฤษภาคม 2569')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ข้อมูลลอตเตอรี่ในระบบ' })).toHaveAttribute(
      'href',
      '/ข้อมูลลอตเตอรี่ในระบบ',
    );

    const picker = screen.getByRole('combobox', { name: 'เลือกงวด' });
    await waitFor(() => expect(picker).toBeEnabled());
    await user.selectOptions(picker, 'งวดวันที่ 2 พฤษภาคม 2569');
    expect(decodeURIComponent(view.pathname())).toBe('/ตรวจลอตเตอรี่/2026-05-02');
    expect(await findDrawDate('งวดวันที่ 2 พฤษภาคม 2569')).toBeInTheDocument();
  });

  it('says a draw without results is not found and links to the latest', async () => {
    const user = userEvent.setup();
    const view = await renderRoute(appRoutes, '/check-lottery/2026-05-17');

    expect(await screen.findByText('ไม่พบผลสลากงวดนี้')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'รางวัลที่ 1' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'ดูผลสลากงวดล่าสุด' }));

    expect(view.pathname()).toBe('/check-lottery');
    expect(await findDrawDate('งวดวันที่ 16 พฤษภาคม 2569')).toBeInTheDocument();
  });

  it('treats a slug that is not a date as not found without asking the API', async () => {
    await renderRoute(appRoutes, '/check-lottery/latest-news');

    expect(await screen.findByText('ไม่พบผลสลากงวดนี้')).toBeInTheDocument();
    expect(results).not.toHaveBeenCalled();
  });

  it('shows a Thai error with a retry that loads the draw', async () => {
    const user = userEvent.setup();
    results.mockRejectedValueOnce(
      new ApiRequestError({ message: 'ไม่สามารถเชื่อมต่อเซิร์ฟเวอร์ได้', errors: [], status: 0 }),
    );
    await renderRoute(appRoutes, '/check-lottery');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('โหลดผลสลากไม่สำเร็จ');
    expect(alert).toHaveTextContent('ไม่สามารถเชื่อมต่อเซิร์ฟเวอร์ได้');

    await user.click(within(alert).getByRole('button', { name: 'ลองใหม่อีกครั้ง' }));

    expect(await findDrawDate('งวดวันที่ 16 พฤษภาคม 2569')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps the results when only the draw list fails, and retries the list', async () => {
    const user = userEvent.setup();
    draws.mockRejectedValueOnce(new ApiRequestError({ message: 'เซิร์ฟเวอร์ขัดข้อง', errors: [], status: 503 }));
    await renderRoute(appRoutes, '/check-lottery');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('โหลดรายการงวดไม่สำเร็จ');
    expect(await findDrawDate('งวดวันที่ 16 พฤษภาคม 2569')).toBeInTheDocument();

    await user.click(within(alert).getByRole('button', { name: 'ลองใหม่อีกครั้ง' }));

    expect(await screen.findByRole('combobox', { name: 'เลือกงวด' })).toBeInTheDocument();
  });

  it('offers the ticket checker for the draw on screen', async () => {
    await renderRoute(appRoutes, '/check-lottery/2026-05-16');

    expect(await screen.findByRole('textbox', { name: 'กรอกเลขสลาก 6 หลัก' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ตรวจผล' })).toBeInTheDocument();
  });

  it('renders nothing on paths it does not serve', async () => {
    const view = await renderRoute(appRoutes, '/articles');

    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(view.container.childElementCount).toBe(1); // only the test's location probe
    expect(results).not.toHaveBeenCalled();
  });
});
