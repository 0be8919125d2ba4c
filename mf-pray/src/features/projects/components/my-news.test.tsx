import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PrayOwnUpdate } from '@chokdee/shared-contract/schemas/pray-review';
import { configureApi } from '@chokdee/shared-kernel/api/config';
import { jsonResponse, mockFetch, type FetchMock } from '@chokdee/shared-kernel/testing/mock-fetch';
import { MyNews } from './my-news';

const news = (over: Partial<PrayOwnUpdate>): PrayOwnUpdate => ({
  id: 1,
  title: 'ข่าว',
  body: '<p>ย่อหน้าแรก</p><p>ย่อหน้าที่สอง</p>',
  pictures: [],
  created_at: '2026-11-28T10:30:00+07:00',
  status: 'published',
  reject_reason: null,
  hidden: false,
  hidden_reason: null,
  ...over,
});

let api: FetchMock;
beforeAll(() => configureApi({ publicUrl: 'http://api.test' }));
afterEach(() => api?.restore());

it('shows each piece of news where it stands; refused news is fixed and sent again', async () => {
  let list = [
    news({ id: 1, title: 'รอตรวจ', status: 'pending_review' }),
    news({ id: 2, title: 'ถูกซ่อน', hidden: true, hidden_reason: 'มีข้อมูลส่วนตัว' }),
    news({ id: 3, title: 'ไม่ผ่าน', status: 'rejected', reject_reason: 'มีเบอร์โทร' }),
  ];
  const sent: unknown[] = [];
  api = mockFetch(async (request) => {
    const url = new URL(request.url);
    if (url.pathname === '/public/v1/members/pray/projects/5/updates') return jsonResponse({ data: list });
    if (url.pathname === '/public/v1/members/pray/projects/5/updates/3' && request.method === 'PUT') {
      sent.push(await request.json());
      list = list.map((n) => (n.id === 3 ? { ...n, status: 'pending_review', reject_reason: null } : n));
      return jsonResponse({ data: list[2] });
    }
    return jsonResponse({ message: 'ไม่พบ', errors: [], status: 404 }, 404);
  });
  render(<MyNews projectId={5} version={0} />);
  expect(await screen.findByRole('listitem', { name: 'รอตรวจ' })).toHaveTextContent('ทีมงานกำลังตรวจสอบ');
  expect(screen.getByRole('listitem', { name: 'ถูกซ่อน' })).toHaveTextContent(
    'ข่าวนี้ถูกซ่อนจากหน้าคำขอพร เพราะ: มีข้อมูลส่วนตัว',
  );
  const refused = screen.getByRole('listitem', { name: 'ไม่ผ่าน' });
  expect(refused).toHaveTextContent('ไม่อนุมัติเพราะ: มีเบอร์โทร');
  const body = within(refused).getByLabelText('รายละเอียด');
  expect(body).toHaveValue('ย่อหน้าแรก\n\nย่อหน้าที่สอง');

  await userEvent.clear(body);
  await userEvent.click(within(refused).getByRole('button', { name: 'แก้ไขแล้วส่งตรวจอีกครั้ง' }));
  expect(within(refused).getByRole('alert')).toHaveTextContent('กรุณากรอกรายละเอียดข่าว');
  expect(sent).toEqual([]);

  await userEvent.type(body, 'ลบเบอร์โทรออกแล้ว');
  await userEvent.click(within(refused).getByRole('button', { name: 'แก้ไขแล้วส่งตรวจอีกครั้ง' }));
  await waitFor(() =>
    expect(screen.getByRole('listitem', { name: 'ไม่ผ่าน' })).toHaveTextContent('ทีมงานกำลังตรวจสอบ'),
  );
  expect(sent).toEqual([{ title: 'ไม่ผ่าน', body: 'ลบเบอร์โทรออกแล้ว' }]);
});
