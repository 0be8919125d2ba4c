import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApi } from '@chokdee/shared-kernel/api/config';
import { on } from '@chokdee/shared-kernel/events';
import { PRAY_MESSAGES } from '@chokdee/shared-contract/schemas/pray';
import type { PrayReviewProject, PrayReviewUpdate } from '@chokdee/shared-contract/schemas/pray-review';
import {
  $staffSession,
  $staffSessionExpired,
  endStaffSession,
  startStaffSession,
} from '@chokdee/shared-kernel/stores/staff-session';
import { jsonResponse, mockFetch, type FetchMock } from '@chokdee/shared-kernel/testing/mock-fetch';
import { renderRoute } from '@chokdee/shared-kernel/testing/render-route';
import { appRoutes } from '../app-routes';

const PAGE = '/staff/pray-review';
const SESSION = {
  token: 'staff-token',
  username: 'owner',
  name: 'มานี ใจดี',
  expires_at: '2099-01-01T00:00:00+07:00',
};

const project = (over: Partial<PrayReviewProject> = {}): PrayReviewProject => ({
  id: 7,
  slug: 'ขอให้ฝนตก-7',
  title: 'ขอให้ฝนตกต้องตามฤดูกาล',
  category: 'fortune',
  status: 'pending_review',
  cover: null,
  target_supporters: 99,
  supporters_count: 0,
  starts_on: '2026-11-01',
  ends_on: '2027-12-31',
  owner_name: 'สมศรี มีสุข',
  excerpt: 'ฝนไม่ตกมาสองปี ขอให้ฝนตกต้องตามฤดูกาล',
  featured: false,
  published_at: null,
  story: '<p>ฝนไม่ตกมาสองปี</p>',
  pictures: [
    {
      id: 31,
      url: '/public/v1/pray/pictures/31/web',
      thumb_url: '/public/v1/pray/pictures/31/thumb',
      width: 1200,
      height: 675,
    },
  ],
  reject_reason: null,
  updates_count: 0,
  is_owner: false,
  created_at: '2026-11-28T10:15:00+07:00',
  owner_id: 41,
  submitted_at: '2026-11-28T11:00:00+07:00',
  ...over,
});

const news = (over: Partial<PrayReviewUpdate> = {}): PrayReviewUpdate => ({
  id: 70,
  title: 'ฝนตกแล้ว ขอบคุณทุกคน',
  body: '<p>ฝนตกลงมาในหมู่บ้านเมื่อวานนี้</p>',
  pictures: [],
  created_at: '2026-11-28T10:30:00+07:00',
  status: 'pending_review',
  reject_reason: null,
  hidden: false,
  hidden_reason: null,
  project_id: 3,
  project_slug: 'ขอให้ฝนตก-3',
  project_title: 'ขอให้ฝนตกทั่วทุ่ง',
  owner_id: 42,
  owner_name: 'สมชาย รักนา',
  submitted_at: '2026-11-28T10:30:00+07:00',
  ...over,
});

const second = () =>
  project({ id: 8, slug: 'สอบติด-8', title: 'ขอให้ลูกสอบติด', category: 'study', pictures: [] });

type Handler = (url: URL, request: Request) => Response | Promise<Response> | undefined;
let api: FetchMock;
const calls = (pathname: string) => api.calls.filter((call) => new URL(call.url).pathname === pathname);

function mockApi(handler: Handler) {
  api = mockFetch((request) => {
    const url = new URL(request.url);
    if (url.pathname.startsWith('/admin/v1/pray/pictures/'))
      return new Response(new Blob(['webp']), { status: 200 });
    const answer = handler(url, request);
    // No news unless a test says so.
    if (!answer && url.pathname === '/admin/v1/pray/updates') return jsonResponse({ data: [] });
    return answer ?? jsonResponse({ message: 'ไม่พบ', errors: [], status: 404 }, 404);
  });
}

const toasts: string[] = [];
let stopToasts: () => void;
beforeAll(() => {
  configureApi({ publicUrl: 'http://api.test' });
  URL.createObjectURL = () => 'blob:picture';
  URL.revokeObjectURL = () => undefined;
});
beforeEach(() => {
  endStaffSession();
  toasts.length = 0;
  stopToasts = on('toast:show', ({ message }) => toasts.push(message));
});
afterEach(() => {
  api?.restore();
  stopToasts();
});

it('without a staff session: asks to log in at the console, which returns here, and calls no API', async () => {
  mockApi(() => undefined);
  await renderRoute(appRoutes, `${PAGE}?status=rejected`);
  expect(screen.getByRole('heading', { name: 'กรุณาเข้าสู่ระบบเจ้าหน้าที่เพื่อตรวจคำขอพร' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'เข้าสู่ระบบเจ้าหน้าที่' })).toHaveAttribute(
    'href',
    `/admin?redirect_url=${encodeURIComponent(`${PAGE}?status=rejected`)}`,
  );
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  expect(api.calls).toHaveLength(0);
});

it('lists the queue with the staff token: title, owner, category, Thai date, goal, excerpt, thumbnails; other statuses by tab', async () => {
  startStaffSession(SESSION);
  mockApi((url) => {
    if (url.pathname !== '/admin/v1/pray/projects') return undefined;
    const status = url.searchParams.get('status');
    if (status === 'pending_review') return jsonResponse({ data: [project(), second()] });
    if (status === 'rejected')
      return jsonResponse({ data: [project({ id: 9, status: 'rejected', reject_reason: 'รูปไม่ชัด' })] });
    return jsonResponse({ data: [] });
  });
  await renderRoute(appRoutes, PAGE);
  const list = await screen.findByRole('list', { name: 'คำขอพรรอตรวจ' });
  const items = within(list).getAllByRole('article');
  expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
    'ขอให้ฝนตกต้องตามฤดูกาล',
    'ขอให้ลูกสอบติด',
  ]);
  const first = items[0]!;
  expect(first).toHaveTextContent('โดย สมศรี มีสุข · สร้างเมื่อ 28/11/2569 · ส่งตรวจเมื่อ 28/11/69 11:00');
  expect(first).toHaveTextContent('โชคลาภ');
  expect(first).toHaveTextContent('เป้าหมาย99 คน');
  expect(first).toHaveTextContent('ฝนไม่ตกมาสองปี ขอให้ฝนตกต้องตามฤดูกาล');
  await waitFor(() =>
    expect(within(first).getByRole('img', { name: 'รูปที่ 1 ของ ขอให้ฝนตกต้องตามฤดูกาล' })).toHaveAttribute(
      'src',
      'blob:picture',
    ),
  );
  const [listCall] = calls('/admin/v1/pray/projects');
  expect(listCall?.headers.get('authorization')).toBe('Bearer staff-token');
  expect(calls('/admin/v1/pray/pictures/31/thumb')[0]?.headers.get('authorization')).toBe(
    'Bearer staff-token',
  );

  await userEvent.click(
    within(screen.getByRole('navigation', { name: 'สถานะคำขอพร' })).getByRole('button', { name: 'ไม่อนุมัติ' }),
  );
  const rejected = await screen.findByRole('list', { name: 'คำขอพรไม่อนุมัติ' });
  expect(rejected).toHaveTextContent('เหตุผลที่ไม่อนุมัติ: รูปไม่ชัด');
  expect(within(rejected).queryByRole('button', { name: 'อนุมัติ' })).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'อนุมัติแล้ว' }));
  expect(await screen.findByText('ยังไม่มีคำขอพรหรือข่าวที่อนุมัติ')).toBeInTheDocument();
});

it('approves after the confirm dialog: the project leaves the queue and a Thai toast says so', async () => {
  startStaffSession(SESSION);
  let approved = false;
  mockApi((url, request) => {
    if (url.pathname === '/admin/v1/pray/projects')
      return jsonResponse({ data: approved ? [] : [project()] });
    if (url.pathname === '/admin/v1/pray/projects/7/approve' && request.method === 'POST') {
      approved = true;
      return jsonResponse({ data: { ...project(), status: 'published' } });
    }
    return undefined;
  });
  await renderRoute(appRoutes, PAGE);
  const card = await screen.findByRole('article', { name: 'ขอให้ฝนตกต้องตามฤดูกาล' });
  await userEvent.click(within(card).getByRole('button', { name: 'อนุมัติ' }));
  const dialog = screen.getByRole('alertdialog', { name: 'อนุมัติคำขอพร' });
  expect(dialog).toHaveTextContent('อนุมัติและเผยแพร่ “ขอให้ฝนตกต้องตามฤดูกาล” ใช่หรือไม่');
  expect(approved).toBe(false);
  await userEvent.click(within(dialog).getByRole('button', { name: 'อนุมัติ' }));
  expect(await screen.findByText('ไม่มีคำขอพรหรือข่าวที่รอตรวจ')).toBeInTheDocument();
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  expect(toasts).toEqual(['อนุมัติ “ขอให้ฝนตกต้องตามฤดูกาล” แล้ว']);
  expect(calls('/admin/v1/pray/projects/7/approve')[0]?.headers.get('authorization')).toBe(
    'Bearer staff-token',
  );
});

it('rejects with a reason: a blank one is refused under the field, the API refusal keeps the text, then it leaves', async () => {
  startStaffSession(SESSION);
  const sent: unknown[] = [];
  mockApi((url, request) => {
    if (url.pathname === '/admin/v1/pray/projects') return jsonResponse({ data: [project(), second()] });
    if (url.pathname === '/admin/v1/pray/projects/7/reject') {
      return (request.json() as Promise<{ reason: string }>).then((body) => {
        sent.push(body);
        return sent.length === 1
          ? jsonResponse(
              {
                message: PRAY_MESSAGES.reasonRequired,
                errors: [{ field: 'reason', message: 'เหตุผลนี้ใช้ไม่ได้' }],
                status: 400,
              },
              400,
            )
          : jsonResponse({ data: { ...project(), status: 'rejected', reject_reason: body.reason } });
      });
    }
    return undefined;
  });
  await renderRoute(appRoutes, PAGE);
  const card = await screen.findByRole('article', { name: 'ขอให้ฝนตกต้องตามฤดูกาล' });
  await userEvent.click(within(card).getByRole('button', { name: 'ไม่อนุมัติ' }));
  const dialog = screen.getByRole('dialog', { name: 'ไม่อนุมัติคำขอพร' });
  const reason = within(dialog).getByRole('textbox', { name: /เหตุผลที่ไม่อนุมัติ/ });

  await userEvent.type(reason, '   ');
  await userEvent.click(within(dialog).getByRole('button', { name: 'ไม่อนุมัติ' }));
  expect(reason).toHaveAttribute('aria-invalid', 'true');
  expect(reason).toHaveAccessibleDescription(expect.stringContaining(PRAY_MESSAGES.reasonRequired));
  expect(sent).toHaveLength(0);

  await userEvent.clear(reason);
  await userEvent.type(reason, 'รูปภาพไม่ชัด');
  await userEvent.click(within(dialog).getByRole('button', { name: 'ไม่อนุมัติ' }));
  expect(await within(dialog).findByText('เหตุผลนี้ใช้ไม่ได้')).toBeInTheDocument();
  expect(reason).toHaveValue('รูปภาพไม่ชัด');

  await userEvent.type(reason, ' กรุณาเปลี่ยนรูป');
  await userEvent.click(within(dialog).getByRole('button', { name: 'ไม่อนุมัติ' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(sent).toEqual([{ reason: 'รูปภาพไม่ชัด' }, { reason: 'รูปภาพไม่ชัด กรุณาเปลี่ยนรูป' }]);
  expect(screen.queryByRole('article', { name: 'ขอให้ฝนตกต้องตามฤดูกาล' })).not.toBeInTheDocument();
  expect(screen.getByRole('article', { name: 'ขอให้ลูกสอบติด' })).toBeInTheDocument();
  expect(toasts).toEqual(['ไม่อนุมัติ “ขอให้ฝนตกต้องตามฤดูกาล” แล้ว']);
});

it('a 401 (expired or revoked staff token) ends the session and shows the login with a Thai line', async () => {
  startStaffSession(SESSION);
  mockApi((url) =>
    url.pathname === '/admin/v1/pray/projects'
      ? jsonResponse({ message: 'กรุณาเข้าสู่ระบบ', errors: [], status: 401 }, 401)
      : undefined,
  );
  await renderRoute(appRoutes, PAGE);
  expect(await screen.findByRole('status')).toHaveTextContent('การเข้าสู่ระบบหมดเวลาแล้ว กรุณาเข้าสู่ระบบอีกครั้ง');
  expect(screen.getByRole('link', { name: 'เข้าสู่ระบบเจ้าหน้าที่' })).toBeInTheDocument();
  expect($staffSession.get()).toBeNull();
  expect($staffSessionExpired.get()).toBe(true);
  expect(sessionStorage.getItem('chokdee:staff-session')).toBeNull();
});

it('news joins the queue, oldest first; refused with a reason, it leaves; the author history opens from a card', async () => {
  startStaffSession(SESSION);
  const sent: unknown[] = [];
  mockApi((url, request) => {
    if (url.pathname === '/admin/v1/pray/projects') return jsonResponse({ data: [project()] });
    if (url.pathname === '/admin/v1/pray/updates') return jsonResponse({ data: [news()] });
    if (url.pathname === '/admin/v1/pray/updates/70/reject')
      return (request.json() as Promise<{ reason: string }>).then((body) => {
        sent.push(body);
        return jsonResponse({ data: news({ status: 'rejected', reject_reason: body.reason }) });
      });
    if (url.pathname === '/admin/v1/pray/authors/42/history')
      return jsonResponse({
        data: {
          owner_id: 42,
          owner_name: 'สมชาย รักนา',
          projects: [
            { id: 3, slug: 'ขอให้ฝนตก-3', title: 'ขอให้ฝนตกทั่วทุ่ง', status: 'published', reject_reason: null },
          ],
          updates: [],
          decisions: [
            {
              id: 1,
              kind: 'project',
              project_id: 3,
              update_id: null,
              title: 'ขอให้ฝนตกทั่วทุ่ง',
              decision: 'refused',
              reason: 'รูปไม่ชัด',
              decided_at: '2026-11-20T09:00:00+07:00',
            },
          ],
        },
      });
    return undefined;
  });
  await renderRoute(appRoutes, PAGE);
  const list = await screen.findByRole('list', { name: 'คำขอพรรอตรวจ' });
  // The news was sent at 10:30, the project at 11:00: the news first.
  expect(
    within(list)
      .getAllByRole('article')
      .map((a) => within(a).getByRole('heading').textContent),
  ).toEqual(['ฝนตกแล้ว ขอบคุณทุกคน', 'ขอให้ฝนตกต้องตามฤดูกาล']);
  const card = screen.getByRole('article', { name: 'ฝนตกแล้ว ขอบคุณทุกคน' });
  expect(card).toHaveTextContent('ของคำขอพร “ขอให้ฝนตกทั่วทุ่ง” · โดย สมชาย รักนา');

  await userEvent.click(within(card).getByRole('button', { name: 'ประวัติผู้เขียน' }));
  const history = await screen.findByRole('dialog', { name: 'ประวัติของ สมชาย รักนา' });
  expect(within(history).getByRole('region', { name: 'การตัดสินที่ผ่านมา' })).toHaveTextContent(
    'คำขอพร “ขอให้ฝนตกทั่วทุ่ง”ไม่อนุมัติเหตุผล: รูปไม่ชัด',
  );
  await userEvent.click(within(history).getByRole('button', { name: 'ปิด' }));

  await userEvent.click(within(card).getByRole('button', { name: 'ไม่อนุมัติ' }));
  const dialog = screen.getByRole('dialog', { name: 'ไม่อนุมัติข่าว' });
  await userEvent.type(within(dialog).getByRole('textbox', { name: /เหตุผลที่ไม่อนุมัติ/ }), 'มีเบอร์โทรส่วนตัว');
  await userEvent.click(within(dialog).getByRole('button', { name: 'ไม่อนุมัติ' }));
  await waitFor(() =>
    expect(screen.queryByRole('article', { name: 'ฝนตกแล้ว ขอบคุณทุกคน' })).not.toBeInTheDocument(),
  );
  expect(sent).toEqual([{ reason: 'มีเบอร์โทรส่วนตัว' }]);
  expect(toasts).toEqual(['ไม่อนุมัติข่าว “ฝนตกแล้ว ขอบคุณทุกคน” แล้ว']);
});

it('published news is hidden with a reason and stays listed as hidden; shown again after a confirm', async () => {
  startStaffSession(SESSION);
  mockApi((url) => {
    if (url.pathname === '/admin/v1/pray/projects') return jsonResponse({ data: [] });
    if (url.pathname === '/admin/v1/pray/updates')
      return jsonResponse({ data: [news({ status: 'published' })] });
    if (url.pathname === '/admin/v1/pray/updates/70/hide')
      return jsonResponse({ data: news({ status: 'published', hidden: true, hidden_reason: 'ข้อมูลส่วนตัว' }) });
    if (url.pathname === '/admin/v1/pray/updates/70/unhide')
      return jsonResponse({ data: news({ status: 'published' }) });
    return undefined;
  });
  await renderRoute(appRoutes, `${PAGE}?status=published`);
  const card = await screen.findByRole('article', { name: 'ฝนตกแล้ว ขอบคุณทุกคน' });
  await userEvent.click(within(card).getByRole('button', { name: 'ซ่อนข่าว' }));
  const dialog = screen.getByRole('dialog', { name: 'ซ่อนข่าว' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'ซ่อนข่าว' }));
  expect(within(dialog).getByRole('textbox', { name: /เหตุผลที่ซ่อน/ })).toHaveAccessibleDescription(
    expect.stringContaining('กรุณาระบุเหตุผลที่ซ่อนข่าว'),
  );
  await userEvent.type(within(dialog).getByRole('textbox', { name: /เหตุผลที่ซ่อน/ }), 'ข้อมูลส่วนตัว');
  await userEvent.click(within(dialog).getByRole('button', { name: 'ซ่อนข่าว' }));
  expect(await within(card).findByText('เหตุผลที่ซ่อน: ข้อมูลส่วนตัว')).toBeInTheDocument();
  expect(card).toHaveTextContent('ซ่อนอยู่');

  await userEvent.click(within(card).getByRole('button', { name: 'เลิกซ่อนข่าว' }));
  await userEvent.click(
    within(screen.getByRole('alertdialog', { name: 'เลิกซ่อนข่าว' })).getByRole('button', { name: 'เลิกซ่อน' }),
  );
  await waitFor(() => expect(within(card).queryByText(/เหตุผลที่ซ่อน/)).not.toBeInTheDocument());
  expect(within(card).getByRole('button', { name: 'ซ่อนข่าว' })).toBeInTheDocument();
});
