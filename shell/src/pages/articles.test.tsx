import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApi } from '@chokdee/shared-kernel/api/config';
import type { FetchMock } from '@chokdee/shared-kernel/testing/mock-fetch';
import { apiError, contentFixture, mockApi, on, pageOf, summaryOf } from '../content/testing/content-api';
import { renderRoute } from '@chokdee/shared-kernel/testing/render-route';
import { ArticleCategoriesPage } from './article-categories-page';
import { ArticlesPage } from './articles-page';
import { CategoryPage } from './category-page';
import { ContentDetailPage } from './content-detail';

let api: FetchMock;

beforeAll(() => configureApi({ publicUrl: 'http://api.test' }));
afterEach(() => api.restore());

const claim = contentFixture();
const tips = contentFixture({
  id: 13,
  slug: 'safe-buying',
  title: 'ซื้อลอตเตอรี่ออนไลน์อย่างปลอดภัย',
  tags: ['เคล็ดลับ'],
});

describe('/articles', () => {
  it('lists a page of articles, each linking to /articles/{id}/{slug}, with the next page link', async () => {
    api = mockApi(
      on('/public/v3/contents', (url) => {
        const page = Number(url.searchParams.get('page'));
        return pageOf(page === 2 ? [summaryOf(tips)] : [summaryOf(claim)], { page, total: 10, last_page: 2 });
      }),
    );
    const { router } = await renderRoute([{ path: '/articles', element: <ArticlesPage /> }], '/articles');

    const link = await screen.findByRole('link', { name: 'วิธีขึ้นเงินรางวัลที่ 1' });
    expect(link).toHaveAttribute('href', '/articles/12/how-to-claim-first-prize');
    expect(screen.getByText('2 พฤษภาคม 2569')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'ก่อนหน้า' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'หน้าถัดไป' }));
    expect(router.state.location.search).toBe('?page=2');
    expect(await screen.findByRole('link', { name: tips.title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ก่อนหน้า' })).toHaveAttribute('href', '/articles');
    const query = new URL(api.calls.at(-1)!.url).searchParams;
    expect(query.get('kind')).toBe('article');
    expect(query.get('page')).toBe('2');
  });

  it('shows a short Thai line and a retry when the list cannot be loaded', async () => {
    api = mockApi(() => apiError(503, 'ระบบขัดข้องชั่วคราว'));
    await renderRoute([{ path: '/articles', element: <ArticlesPage /> }], '/articles');
    expect(await screen.findByRole('alert')).toHaveTextContent('ไม่สามารถโหลดบทความได้ในขณะนี้');
    expect(screen.getByRole('button', { name: 'ลองใหม่อีกครั้ง' })).toBeInTheDocument();
  });
});

describe('/articles/{id}/{title}', () => {
  const detail = { path: '/articles/:id/:title', element: <ContentDetailPage kind="article" /> };

  it('shows the article: title, Buddhist date, tags linking to their category, body and share row', async () => {
    api = mockApi(on('/public/v3/contents/12', () => ({ data: claim })));
    await renderRoute(
      [{ path: detail.path, element: detail.element }],
      '/articles/12/how-to-claim-first-prize',
    );

    expect(await screen.findByRole('heading', { level: 1, name: claim.title })).toBeInTheDocument();
    expect(screen.getByText('2 พฤษภาคม 2569')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ความรู้' })).toHaveAttribute(
      'href',
      `/articles/categories/${encodeURIComponent('ความรู้')}`,
    );
    expect(screen.getByText('เตรียมบัตรประชาชนและสลากตัวจริง')).toBeInTheDocument();
    const share = screen.getByRole('navigation', { name: 'แชร์' });
    expect(within(share).getByRole('link', { name: 'แชร์ไปยัง Facebook' })).toHaveAttribute(
      'href',
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent('http://localhost/articles/12/how-to-claim-first-prize')}`,
    );
    expect(document.title).toBe(`${claim.title} | โชคดี`);
  });

  it('replaces a wrong title segment with the canonical slug instead of a 404', async () => {
    api = mockApi(on('/public/v3/contents/12', () => ({ data: claim })));
    const { router } = await renderRoute(
      [{ path: detail.path, element: detail.element }],
      '/articles/12/old-title',
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/articles/12/how-to-claim-first-prize'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await screen.findByRole('heading', { level: 1, name: claim.title })).toBeInTheDocument();
  });

  it('is a 404 for an unknown id or one that is not a number, without asking twice', async () => {
    api = mockApi(() => apiError(404, 'ไม่พบเนื้อหาที่ต้องการ'));
    await renderRoute([{ path: detail.path, element: detail.element }], '/articles/999/anything');
    expect(await screen.findByRole('heading', { name: 'ไม่พบหน้าที่คุณต้องการ' })).toBeInTheDocument();
    expect(api.calls).toHaveLength(1);
  });

  it('sends a social post found under /articles to its own address', async () => {
    const post = contentFixture({ id: 30, kind: 'social', slug: 'share-luck', title: 'ส่งต่อความโชคดี' });
    api = mockApi(on('/public/v3/contents/30', () => ({ data: post })));
    const { router } = await renderRoute(
      [{ path: detail.path, element: detail.element }],
      '/articles/30/share-luck',
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/30/share-luck'));
  });
});

describe('social post /{id}/{title}', () => {
  it('is a 404 at once for a first segment that is not a number', async () => {
    api = mockApi();
    await renderRoute(
      [{ path: '/:id/:title', element: <ContentDetailPage kind="social" /> }],
      '/about-us/team',
    );
    expect(await screen.findByRole('heading', { name: 'ไม่พบหน้าที่คุณต้องการ' })).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('shows the post with its share row', async () => {
    const post = contentFixture({ id: 30, kind: 'social', slug: 'share-luck', title: 'ส่งต่อความโชคดี' });
    api = mockApi(on('/public/v3/contents/30', () => ({ data: post })));
    await renderRoute(
      [{ path: '/:id/:title', element: <ContentDetailPage kind="social" /> }],
      '/30/share-luck',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'ส่งต่อความโชคดี' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'แชร์ไปยัง Twitter' })).toHaveAttribute(
      'href',
      `https://twitter.com/intent/tweet?url=${encodeURIComponent('http://localhost/30/share-luck')}&text=${encodeURIComponent('ส่งต่อความโชคดี')}`,
    );
  });
});

describe('/{category} and /articles/categories/{tag?}', () => {
  it('lists the articles of the tag under the tag as heading', async () => {
    api = mockApi(
      on('/public/v3/contents', (url) =>
        url.searchParams.get('tag') === 'เคล็ดลับ' ? pageOf([summaryOf(tips)]) : pageOf([]),
      ),
    );
    await renderRoute(
      [{ path: '/:category', element: <CategoryPage /> }],
      `/${encodeURIComponent('เคล็ดลับ')}`,
    );
    expect(await screen.findByRole('link', { name: tips.title })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'เคล็ดลับ' })).toBeInTheDocument();
  });

  it('is a 404 when no article carries the tag', async () => {
    api = mockApi(on('/public/v3/contents', () => pageOf([])));
    await renderRoute([{ path: '/:category', element: <CategoryPage /> }], '/no-such-thing');
    expect(await screen.findByRole('heading', { name: 'ไม่พบหน้าที่คุณต้องการ' })).toBeInTheDocument();
  });

  it('lists the tags with their counts, each linking to its articles', async () => {
    api = mockApi(
      on('/public/v3/contents/tags', () => ({
        data: [
          { tag: 'ความรู้', count: 4 },
          { tag: 'เคล็ดลับ', count: 2 },
        ],
      })),
    );
    await renderRoute(
      [{ path: '/articles/categories/:tag?', element: <ArticleCategoriesPage /> }],
      '/articles/categories',
    );
    const link = await screen.findByRole('link', { name: 'ความรู้ 4 บทความ' });
    expect(link).toHaveAttribute('href', `/articles/categories/${encodeURIComponent('ความรู้')}`);
  });

  it("with a tag shows that tag's articles", async () => {
    api = mockApi(on('/public/v3/contents', () => pageOf([summaryOf(tips)])));
    await renderRoute(
      [{ path: '/articles/categories/:tag?', element: <ArticleCategoriesPage /> }],
      `/articles/categories/${encodeURIComponent('เคล็ดลับ')}`,
    );
    expect(await screen.findByRole('link', { name: tips.title })).toBeInTheDocument();
    expect(new URL(api.calls[0]!.url).searchParams.get('tag')).toBe('เคล็ดลับ');
  });
});
