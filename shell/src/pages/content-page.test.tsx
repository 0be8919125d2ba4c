import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApi } from '@chokdee/shared-kernel/api/config';
import type { FetchMock } from '@chokdee/shared-kernel/testing/mock-fetch';
import { apiError, contentFixture, mockApi, on } from '../content/testing/content-api';
import { renderRoute } from '@chokdee/shared-kernel/testing/render-route';
import { ContentPage } from './content-page';

let api: FetchMock;

beforeAll(() => configureApi({ publicUrl: 'http://api.test' }));
afterEach(() => api.restore());

const about = contentFixture({
  kind: 'page',
  slug: 'about',
  title: 'เกี่ยวกับโชคดี',
  body_html:
    '<h2>พันธกิจ</h2><p>เชื่อมผู้ซื้อกับร้านค้าที่ยืนยันตัวตน</p>' +
    '<script>window.hacked = true</script><img src="x.png" alt="" onerror="window.hacked = true">' +
    '<a href="javascript:alert(1)">ลิงก์อันตราย</a><a href="/articles">อ่านบทความ</a>',
});

it('shows the page title as its heading and its sanitised body', async () => {
  api = mockApi(on('/public/v3/contents/pages/about', () => ({ data: about })));
  await renderRoute([{ path: '/about', element: <ContentPage slug="about" /> }], '/about', {
    elsewhere: <p>หน้าอื่น</p>,
  });

  expect(await screen.findByRole('heading', { level: 1, name: 'เกี่ยวกับโชคดี' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'พันธกิจ' })).toBeInTheDocument();
  expect(document.title).toBe('เกี่ยวกับโชคดี | โชคดี');
  const article = screen.getByRole('article');
  expect(article.querySelector('script')).toBeNull();
  expect(article.querySelector('[onerror]')).toBeNull();
  expect(screen.getByText('ลิงก์อันตราย')).not.toHaveAttribute('href');
  expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  expect(api.calls).toHaveLength(1);
});

it('follows a relative link inside the body without reloading the app', async () => {
  api = mockApi(on('/public/v3/contents/pages/about', () => ({ data: about })));
  const { router } = await renderRoute(
    [{ path: '/about', element: <ContentPage slug="about" /> }],
    '/about',
    {
      elsewhere: <p>หน้าอื่น</p>,
    },
  );
  await userEvent.click(await screen.findByRole('link', { name: 'อ่านบทความ' }));
  expect(router.state.location.pathname).toBe('/articles');
  expect(screen.getByText('หน้าอื่น')).toBeInTheDocument();
});

it('plays the intro video when the page has one', async () => {
  const video = contentFixture({
    kind: 'page',
    slug: 'intro-video',
    title: 'รู้จักโชคดีใน 1 นาที',
    video_url: '/static/intro.mp4',
  });
  api = mockApi(on('/public/v3/contents/pages/intro-video', () => ({ data: video })));
  await renderRoute([{ path: '/v', element: <ContentPage slug="intro-video" /> }], '/v', {
    elsewhere: <p>หน้าอื่น</p>,
  });
  await screen.findByRole('heading', { name: 'รู้จักโชคดีใน 1 นาที' });
  const player = document.querySelector('video');
  expect(player).toHaveAttribute('src', 'http://api.test/static/intro.mp4');
  expect(player).toHaveAttribute('controls');
});

it('is a 404 page when the API has no such page', async () => {
  api = mockApi(() => apiError(404, 'ไม่พบเนื้อหาที่ต้องการ'));
  await renderRoute([{ path: '/policy', element: <ContentPage slug="policy" /> }], '/policy', {
    elsewhere: <p>หน้าอื่น</p>,
  });
  expect(await screen.findByRole('heading', { name: 'ไม่พบหน้าที่คุณต้องการ' })).toBeInTheDocument();
});

it('keeps its heading and offers a retry when the API fails, then shows the page', async () => {
  let fail = true;
  api = mockApi(
    on('/public/v3/contents/pages/policy', () =>
      fail
        ? apiError(503, 'ระบบขัดข้องชั่วคราว')
        : { data: contentFixture({ kind: 'page', slug: 'policy', title: 'ข้อกำหนด' }) },
    ),
  );
  await renderRoute([{ path: '/policy', element: <ContentPage slug="policy" /> }], '/policy', {
    elsewhere: <p>หน้าอื่น</p>,
  });
  expect(await screen.findByRole('alert')).toHaveTextContent('ไม่สามารถโหลดเนื้อหาได้ในขณะนี้');
  expect(screen.getByRole('heading', { level: 1, name: 'นโยบายและข้อกำหนดการใช้งาน' })).toBeInTheDocument();
  fail = false;
  await userEvent.click(screen.getByRole('button', { name: 'ลองใหม่อีกครั้ง' }));
  await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'ข้อกำหนด' })).toBeInTheDocument());
});
