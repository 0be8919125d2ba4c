import { render, screen, within } from '@testing-library/react';
import { configureApi } from '@chokdee/shared-kernel/api/config';
import type { FetchMock } from '@chokdee/shared-kernel/testing/mock-fetch';
import {
  apiError,
  homeSectionsApiRoutes,
  mockApi,
  on,
  pageOf,
  storeSummaryFixture,
} from '../../../testing/home-sections-api';
import { pickFeaturedStores } from './featured-stores-section';
import { HomeSections } from './home-sections';

let api: FetchMock;

beforeAll(() => configureApi({ publicUrl: 'http://api.test' }));
afterEach(() => api.restore());

function section(name: string) {
  return screen.getByRole('region', { name });
}

it('shows the newest draw with its Buddhist date and the way to check a ticket', async () => {
  api = mockApi(...homeSectionsApiRoutes());
  render(<HomeSections />);
  expect(await screen.findByText('507392')).toBeInTheDocument();
  const results = section('ผลสลากกินแบ่งรัฐบาลงวดล่าสุด');
  expect(results).toHaveTextContent('งวดวันที่ 16 พฤษภาคม 2569');
  expect(within(results).getByText('128 946')).toBeInTheDocument();
  expect(within(results).getByText('035 771')).toBeInTheDocument();
  expect(within(results).getByText('48')).toBeInTheDocument();
  expect(within(results).getByRole('link', { name: 'ตรวจผลสลาก' })).toHaveAttribute('href', '/check-lottery');
  const query = new URL(api.calls.find((r) => r.url.includes('lottery-results'))!.url).searchParams;
  expect(query.get('per_page')).toBe('1');
});

it('features only verified stores that are open, linking to /dealers/{user code}', async () => {
  api = mockApi(...homeSectionsApiRoutes());
  render(<HomeSections />);
  expect(await screen.findByRole('link', { name: 'ร้านโชคดีมีชัย' })).toHaveAttribute(
    'href',
    '/dealers/dealer-1',
  );
  expect(screen.queryByText('ร้านปิดอยู่')).not.toBeInTheDocument();
  expect(within(section('ร้านค้าแนะนำ')).getByRole('link', { name: 'ดูร้านค้าทั้งหมด' })).toHaveAttribute(
    'href',
    '/dealers',
  );
  const query = new URL(api.calls.find((r) => r.url.includes('/stores'))!.url).searchParams;
  expect(query.get('verified')).toBe('true');
});

it('renders the results first, then the stores', async () => {
  api = mockApi(...homeSectionsApiRoutes());
  render(<HomeSections />);
  expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
    'ผลสลากกินแบ่งรัฐบาลงวดล่าสุด',
    'ร้านค้าแนะนำ',
  ]);
  expect(await screen.findByText('507392')).toBeInTheDocument();
});

it('keeps the other section when one fails, with a short Thai line in its place', async () => {
  const [, stores] = homeSectionsApiRoutes();
  api = mockApi(
    on('/public/v2/lottery-results', () => apiError(503, 'ระบบขัดข้อง')),
    stores!,
  );
  render(<HomeSections />);
  expect(await screen.findByRole('link', { name: 'ร้านโชคดีมีชัย' })).toBeInTheDocument();
  const results = section('ผลสลากกินแบ่งรัฐบาลงวดล่าสุด');
  expect(await within(results).findByRole('alert')).toHaveTextContent('ไม่สามารถโหลดผลสลากล่าสุดได้ในขณะนี้');
  expect(within(results).getByRole('link', { name: 'ตรวจผลสลาก' })).toBeInTheDocument();
});

it('says so when there is nothing to show yet', async () => {
  api = mockApi(
    on('/public/v2/lottery-results', () => pageOf([])),
    on('/public/bos/v1/stores', () => pageOf([])),
  );
  render(<HomeSections />);
  expect(await screen.findByText('ยังไม่มีผลสลาก')).toBeInTheDocument();
  expect(await screen.findByText('ยังไม่มีร้านค้าที่เปิดขายในขณะนี้')).toBeInTheDocument();
});

it('picks at most four verified, open, not sold-out stores', () => {
  const stores = [
    storeSummaryFixture({ code: 'A', verify_status: 'pending' }),
    storeSummaryFixture({ code: 'B', is_sold_out: true }),
    ...['C', 'D', 'E', 'F', 'G'].map((code) => storeSummaryFixture({ code })),
  ];
  expect(pickFeaturedStores(stores).map((s) => s.code)).toEqual(['C', 'D', 'E', 'F']);
});

it("keeps the newest draw's place while it loads: the same prize boxes, read out as loading", async () => {
  const [results, stores] = homeSectionsApiRoutes();
  let answer: () => void = () => {};
  const answered = new Promise<void>((resolve) => (answer = resolve));
  api = mockApi(
    (url, request) =>
      url.pathname === '/public/v2/lottery-results'
        ? answered.then(() => results!(url, request) as Response | Promise<Response>)
        : undefined,
    stores!,
  );
  render(<HomeSections />);
  const section_ = section('ผลสลากกินแบ่งรัฐบาลงวดล่าสุด');
  expect(within(section_).getByRole('status')).toHaveTextContent('กำลังโหลดผลสลาก');
  // The placeholder boxes are the summary's own, hidden from screen readers.
  expect(section_.querySelectorAll('dl > div')).toHaveLength(4);
  expect(within(section_).queryAllByRole('term')).toHaveLength(0);
  answer();
  expect(await within(section_).findByText('507392')).toBeInTheDocument();
  expect(within(section_).queryByRole('status')).not.toBeInTheDocument();
  expect(section_.querySelectorAll('dl')).toHaveLength(1);
});
