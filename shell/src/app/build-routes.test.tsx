import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { setUser } from '@chokdee/shared-kernel/stores/auth';
import { authUserFixture } from '@chokdee/shared-kernel/testing/auth-user-fixture';
import type { Catalog } from '@chokdee/shared-contract/schemas/catalog';
import { $intentUrl, clearIntent } from '@chokdee/shared-kernel/stores/intent';
import { configureApi } from '@chokdee/shared-kernel/api/config';
import type { FetchMock } from '@chokdee/shared-kernel/testing/mock-fetch';
import { contentFixture, mockApi, on, pageOf, summaryOf } from '../content/testing/content-api';
import { RANDOM_NUMBER_MODAL_ROOT_ID } from '../layouts/default-fluid-layout';
import type { WritableAtom } from 'nanostores';
import { $catalog } from '../catalog/catalog-store';
import { catalogFixture, remote } from '../testing/catalog-fixture';
import { fakeRemoteApp } from '../testing/fake-remote-app';
import { renderShellRoutes } from '../testing/render-shell-routes';
import { buildRoutes, unavailablePaths } from './build-routes';

// As at boot, the catalog the routes are built from is the one in the store.
jest.mock('../catalog/catalog-store', () => {
  const { atom } = jest.requireActual('nanostores');
  return { $catalog: atom(null), $catalogError: atom(null) };
});

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

const load = jest.mocked(loadRemote);
const apps = {
  mf_lottery: fakeRemoteApp('ตรวจผลสลากจากรีโมต'),
  mf_member: fakeRemoteApp('สมาชิกจากรีโมต'),
  mf_truck: fakeRemoteApp('ร้านรถขายอาหาร'),
  mf_ecommerce: fakeRemoteApp('แลกของรางวัลจากรีโมต'),
};

function renderAt(path: string, catalog = catalogFixture) {
  ($catalog as WritableAtom<Catalog | null>).set(catalog);
  // The shell's reading pages are mounted on a root of their own, whose router reads the address.
  window.history.replaceState(null, '', path);
  return renderShellRoutes(buildRoutes(catalog), path);
}

function requestedRemotes() {
  return load.mock.calls.map(([id]) => id);
}

/** The content API: each fixed page by slug, one article tagged 'ข่าวสลาก', no other tag. */
const contentRoutes = [
  (url: URL) => {
    const slug = /^\/public\/v3\/contents\/pages\/([a-z0-9-]+)$/.exec(url.pathname)?.[1];
    if (!slug) return undefined;
    return Response.json({ data: contentFixture({ kind: 'page', slug, title: `หน้า ${slug}` }) });
  },
  on('/public/v3/contents', (url) => {
    const tag = url.searchParams.get('tag');
    const news = contentFixture({ id: 21, slug: 'new-draw', title: 'งวดใหม่เปิดขายแล้ว', tags: ['ข่าวสลาก'] });
    return tag && tag !== 'ข่าวสลาก' ? pageOf([]) : pageOf([summaryOf(news)]);
  }),
];

let api: FetchMock;

beforeAll(() => configureApi({ publicUrl: 'http://api.test' }));

beforeEach(() => {
  api = mockApi(...contentRoutes);
  load.mockReset();
  load.mockImplementation(async (id: string) => apps[id.split('/')[0] as keyof typeof apps]);
  setUser(null);
  clearIntent();
});

afterEach(() => {
  api.restore();
  jest.restoreAllMocks();
});

/** The page's own calls: the chrome's announcement check (spec §4, on every page) is left out. */
function requestedPaths() {
  return api.calls
    .map((request) => decodeURIComponent(new URL(request.url).pathname + new URL(request.url).search))
    .filter((path) => !path.startsWith('/public/v3/popups'));
}

it('answers an unknown path with the 404 page inside the default layout', async () => {
  renderAt('/no-such-page');
  // The first test of the file pays for transforming the lazy 404 page: on a loaded machine that
  // took more than findBy's 1 s (seen in a full run), so it gets 5 s.
  expect(
    await screen.findByRole('heading', { name: 'ไม่พบหน้าที่คุณต้องการ' }, { timeout: 5000 }),
  ).toBeInTheDocument();
  expect(screen.getByText('404')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'กลับหน้าแรก' })).toHaveAttribute('href', '/');
  expect(screen.getByRole('link', { name: 'โชคดี หน้าแรก' })).toHaveAttribute('href', '/');
  expect(screen.getByRole('contentinfo')).toHaveTextContent(/© 25\d\d โชคดี/);
  expect(load).not.toHaveBeenCalled();
});

it('renders the home page with its way to the stores', async () => {
  renderAt('/');
  expect(await screen.findByRole('heading', { name: 'ยินดีต้อนรับสู่โชคดี' })).toBeInTheDocument();
  const main = screen.getByRole('main');
  expect(within(main).getByRole('link', { name: 'ค้นหาร้านค้าลอตเตอรี่' })).toHaveAttribute('href', '/dealers');
  expect(
    within(screen.getByRole('navigation', { name: 'เมนูหลัก' })).getByRole('link', { name: 'หน้าแรก' }),
  ).toHaveAttribute('aria-current', 'page');
  expect(load).not.toHaveBeenCalled();
});

it("mounts a remote's app on its route, in the page slot of its layout, and only that remote", async () => {
  renderAt('/check-lottery/2026-05-16');
  const main = screen.getByRole('main');
  expect(await within(main).findByText('ตรวจผลสลากจากรีโมต (mf_lottery · main)')).toBeInTheDocument();
  expect(screen.getByRole('banner')).toBeInTheDocument();
  expect(requestedRemotes()).toEqual(['mf_lottery/app']);
});

it('keeps the remote mounted while the visitor moves between its paths (its own router follows)', async () => {
  const router = renderAt('/check-lottery');
  await screen.findByText(/ตรวจผลสลากจากรีโมต/);
  const mounts = apps.mf_lottery.calls.mount;
  await act(() => router.navigate('/checklottery'));
  await act(() => router.navigate('/check-lottery/2026-05-01'));
  expect(screen.getByText(/ตรวจผลสลากจากรีโมต/)).toBeInTheDocument();
  expect(apps.mf_lottery.calls.mount).toBe(mounts);
  expect(requestedRemotes()).toEqual(['mf_lottery/app']);
});

it('renders the other remote when the visitor moves between two remotes of one layout, and back', async () => {
  const catalog: Catalog = {
    ...catalogFixture,
    remotes: [
      ...catalogFixture.remotes,
      remote({ name: 'mf_ecommerce', routes: [{ path: '/rewards', layout: 'default', auth: 'none' }] }),
    ],
  };
  const router = renderAt('/check-lottery', catalog);
  const main = screen.getByRole('main');
  expect(await within(main).findByText(/ตรวจผลสลากจากรีโมต/)).toBeInTheDocument();
  await act(() => router.navigate('/rewards'));
  expect(await within(main).findByText(/แลกของรางวัลจากรีโมต/)).toBeInTheDocument();
  expect(within(main).queryByText(/ตรวจผลสลากจากรีโมต/)).not.toBeInTheDocument();
  await act(() => router.navigate('/check-lottery'));
  expect(await within(main).findByText(/ตรวจผลสลากจากรีโมต/)).toBeInTheDocument();
  expect(within(main).queryByText(/แลกของรางวัลจากรีโมต/)).not.toBeInTheDocument();
});

it('renders a member page in the profile layout, with the member menu beside it', async () => {
  setUser(authUserFixture());
  renderAt('/members/profile');
  const main = screen.getByRole('main');
  expect(await within(main).findByText('สมาชิกจากรีโมต (mf_member · main)')).toBeInTheDocument();
  expect(screen.getByRole('banner')).toBeInTheDocument();
  expect(screen.getByRole('navigation', { name: 'เมนูสมาชิก' })).toBeInTheDocument();
  expect(screen.getByText('สมชาย ใจดี')).toBeInTheDocument();
});

it('renders the login page in the login layout: a card without the site menu', async () => {
  renderAt('/members/login');
  expect(await within(screen.getByRole('main')).findByText(/สมาชิกจากรีโมต/)).toBeInTheDocument();
  expect(screen.queryByRole('navigation', { name: 'เมนูหลัก' })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'โชคดี หน้าแรก' })).toHaveAttribute('href', '/');
});

it('renders a route in the layout its catalog entry names, with the page in its main landmark', async () => {
  const catalog: Catalog = {
    remotes: [
      remote({ name: 'mf_member', routes: [{ path: '/members/safe', layout: 'guest', auth: 'none' }] }),
    ],
  };
  renderAt('/members/safe', catalog);
  expect(await within(screen.getByRole('main')).findByText(/สมาชิกจากรีโมต/)).toBeInTheDocument();
});

it('sends a member whose phone is not verified to verify it, saving the intent cookie', async () => {
  setUser(authUserFixture({ verified_otp_id: null }));
  const router = renderAt('/members/bank-account?from=menu');
  await waitFor(() => expect(router.state.location.pathname).toBe('/members/verify-phone'));
  expect($intentUrl.get()).toBe('/members/bank-account?from=menu');
  expect(document.cookie).toContain(`intent_url=${encodeURIComponent('/members/bank-account?from=menu')}`);
  expect(await screen.findByText(/สมาชิกจากรีโมต/)).toBeInTheDocument();
});

it('sends a LINE member without a date of birth to the profile edit before the page', async () => {
  const catalog: Catalog = {
    remotes: [
      remote({
        name: 'mf_member',
        routes: [
          { path: '/members/profile/edit', layout: 'profile', auth: 'required', role: 'profile-edit' },
          { path: '/members/order-history', layout: 'profile', auth: 'required' },
        ],
      }),
    ],
  };
  setUser(authUserFixture({ login_provider: 'line', verified_otp_id: null, date_of_birth: null }));
  const router = renderAt('/members/order-history', catalog);
  await waitFor(() => expect(router.state.location.pathname).toBe('/members/profile/edit'));
  expect(router.state.location.search).toBe('?slim&redirect_url=%2Fmembers%2Forder-history');
});

it('sends a visitor to the privacy policy only on routes that opt in', async () => {
  const catalog: Catalog = {
    remotes: [
      remote({
        name: 'mf_lottery',
        routes: [
          { path: '/check-lottery', layout: 'default', auth: 'none', privacy_guard: true },
          { path: '/checklottery', layout: 'default', auth: 'none' },
        ],
      }),
    ],
  };
  const open = renderAt('/checklottery', catalog);
  expect(await screen.findByText(/ตรวจผลสลากจากรีโมต/)).toBeInTheDocument();
  expect(open.state.location.pathname).toBe('/checklottery');
  cleanup();
  const guarded = renderAt('/check-lottery', catalog);
  await waitFor(() => expect(guarded.state.location.pathname).toBe('/policy-privacy'));
  expect(guarded.state.location.search).toBe('?redirect_url=%2Fcheck-lottery');
});

/** A remote whose route names a guard the shell does not know: rendering it throws. */
const misconfiguredMember = remote({
  name: 'mf_member',
  routes: [{ path: '/members/x', layout: 'default', auth: 'admin' as never }],
});

it('shows the error page with a 500 message for a route whose guard is unknown', async () => {
  const catalog = {
    remotes: [misconfiguredMember],
  };
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  renderAt('/members/x', catalog);
  expect(await screen.findByRole('heading', { name: 'เกิดข้อผิดพลาด' })).toBeInTheDocument();
  expect(within(screen.getByRole('main')).getByRole('alert')).toHaveTextContent(
    'หน้านี้ตั้งค่าไม่ถูกต้อง กรุณาลองใหม่ภายหลัง',
  );
  expect(load).not.toHaveBeenCalled();
});

it('leaves the error page when the visitor moves to another page', async () => {
  const catalog = {
    remotes: [
      misconfiguredMember,
      remote({ name: 'mf_lottery', routes: [{ path: '/check-lottery', layout: 'default', auth: 'none' }] }),
    ],
  };
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const router = renderAt('/members/x', catalog);
  expect(await screen.findByRole('heading', { name: 'เกิดข้อผิดพลาด' })).toBeInTheDocument();
  await act(() => router.navigate('/check-lottery'));
  expect(await screen.findByText('ตรวจผลสลากจากรีโมต (mf_lottery · main)')).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'เกิดข้อผิดพลาด' })).not.toBeInTheDocument();
});

it('renders an empty-layout route without header or footer', async () => {
  renderAt('/truck/store');
  expect(await screen.findByText('ร้านรถขายอาหาร (mf_truck · main)')).toBeInTheDocument();
  expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
});

it('sends a logged-out visitor of a member page to login before the page remote is fetched', async () => {
  const router = renderAt('/members/profile?tab=bank');
  await waitFor(() => expect(router.state.location.pathname).toBe('/members/login'));
  expect(new URLSearchParams(router.state.location.search).get('redirect_url')).toBe(
    '/members/profile?tab=bank',
  );
  expect($intentUrl.get()).toBe('/members/profile?tab=bank');
  // The login page belongs to the same remote: it is fetched once, for the login route.
  await screen.findByText('สมาชิกจากรีโมต (mf_member · main)');
  expect(requestedRemotes()).toEqual(['mf_member/app']);
});

it('sends a logged-in member away from a guest-only page to home', async () => {
  setUser(authUserFixture());
  const router = renderAt('/members/login');
  await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  expect(await screen.findByRole('heading', { name: 'ยินดีต้อนรับสู่โชคดี' })).toBeInTheDocument();
  expect(load).not.toHaveBeenCalled();
});

it('leaves out the routes of a disabled remote', async () => {
  renderAt('/worldcup2022');
  expect(await screen.findByRole('heading', { name: 'ไม่พบหน้าที่คุณต้องการ' })).toBeInTheDocument();
});

it("without a catalog still serves the shell's pages, and a remote's path is a 404", async () => {
  renderAt('/check-lottery', null as never);
  expect(await screen.findByRole('heading', { name: 'ไม่พบหน้าที่คุณต้องการ' })).toBeInTheDocument();
  expect(load).not.toHaveBeenCalled();
});

describe("the shell's own pages", () => {
  it.each([
    ['/about', 'about'],
    ['/policy', 'policy'],
    ['/policy-cookie', 'policy-cookie'],
    ['/บริการของเรา', 'our-services'],
    ['/บริการดูดวง', 'fortune-telling-services'],
    ['/บริการลอตเตอรี่', 'lottery-services'],
    ['/เส้นทางสู่รางวัลที่1', 'first-prize-journey'],
    ['/เส้นทางสู่รางวัลที่1/ตอนที่2', 'first-prize-journey-2'],
    ['/วิดีโอแนะนำ', 'intro-video'],
    ['/index_old', 'index-old'],
  ])('serves %s with the content page %s (also when the URL arrives percent-encoded)', async (path, slug) => {
    renderAt(encodeURI(path));
    expect(await screen.findByRole('heading', { level: 1, name: `หน้า ${slug}` })).toBeInTheDocument();
    expect(requestedPaths()).toEqual([`/public/v3/contents/pages/${slug}`]);
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('puts home, about, our services and complain in the default-fluid layout (bottom menu slot)', async () => {
    for (const path of ['/', '/about', '/บริการของเรา', '/complain']) {
      renderAt(path);
      await screen.findAllByRole('heading', { level: 1 });
      expect(document.getElementById(RANDOM_NUMBER_MODAL_ROOT_ID)).not.toBeNull();
      cleanup();
    }
    renderAt('/policy');
    await screen.findByRole('heading', { level: 1, name: 'หน้า policy' });
    expect(document.getElementById(RANDOM_NUMBER_MODAL_ROOT_ID)).toBeNull();
  });

  it('serves the privacy policy with its accept button, the complaint form, the menu links and /test', async () => {
    renderAt('/policy-privacy?redirect_url=%2Fmembers%2Forders');
    expect(await screen.findByRole('button', { name: 'ยอมรับนโยบายความเป็นส่วนตัว' })).toBeInTheDocument();
    cleanup();
    renderAt('/complain');
    expect(await screen.findByRole('button', { name: 'ส่งเรื่องร้องเรียน' })).toBeInTheDocument();
    cleanup();
    renderAt('/menu-link');
    expect(await screen.findByRole('heading', { name: 'เมนูทั้งหมด' })).toBeInTheDocument();
    cleanup();
    renderAt('/test');
    expect(await screen.findByRole('heading', { name: 'ตรวจสอบระบบ' })).toBeInTheDocument();
  });

  it('serves the articles, their categories, one article and the social list', async () => {
    renderAt('/articles');
    expect(await screen.findByRole('link', { name: 'งวดใหม่เปิดขายแล้ว' })).toBeInTheDocument();
    cleanup();
    renderAt('/articles/categories/ข่าวสลาก');
    expect(await screen.findByRole('heading', { level: 1, name: 'ข่าวสลาก' })).toBeInTheDocument();
    cleanup();
    renderAt('/แชร์ความสุข');
    expect(await screen.findByRole('heading', { level: 1, name: 'แชร์ความสุข' })).toBeInTheDocument();
  });
});

describe('route ranking: the catch-alls lose to every static path', () => {
  it('answers /{tag} with the articles of that tag', async () => {
    renderAt(`/${encodeURIComponent('ข่าวสลาก')}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'ข่าวสลาก' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'งวดใหม่เปิดขายแล้ว' })).toHaveAttribute(
      'href',
      '/articles/21/new-draw',
    );
  });

  it('answers an unknown one-segment path with the 404 page once no article carries that tag', async () => {
    renderAt('/no-such-tag');
    expect(await screen.findByRole('heading', { name: 'ไม่พบหน้าที่คุณต้องการ' })).toBeInTheDocument();
    expect(requestedPaths()).toEqual(['/public/v3/contents?kind=article&tag=no-such-tag&page=1&per_page=9']);
  });

  it("never sends a static shell page or a remote's static path to /{category}", async () => {
    renderAt('/about');
    await screen.findByRole('heading', { level: 1, name: 'หน้า about' });
    cleanup();
    renderAt('/checklottery');
    expect(await screen.findByText(/ตรวจผลสลากจากรีโมต/)).toBeInTheDocument();
    expect(requestedPaths()).toEqual(['/public/v3/contents/pages/about']);
  });

  it('sends a two-segment path with a numeric first segment to the social post, any other to 404', async () => {
    renderAt('/abc/def');
    expect(await screen.findByRole('heading', { name: 'ไม่พบหน้าที่คุณต้องการ' })).toBeInTheDocument();
    expect(requestedPaths()).toEqual([]);
    cleanup();
    api.restore();
    const post = contentFixture({ id: 30, kind: 'social', slug: 'share-luck', title: 'ส่งต่อความโชคดี' });
    api = mockApi(on('/public/v3/contents/30', () => ({ data: post })));
    renderAt('/30/share-luck');
    expect(await screen.findByRole('heading', { level: 1, name: 'ส่งต่อความโชคดี' })).toBeInTheDocument();
  });
});

describe('unavailable campaign routes', () => {
  const offCatalog: Catalog = {
    remotes: catalogFixture.remotes,
    unavailable_routes: [{ remote: 'mf_campaign', path: '/worldcup2022' }],
  };

  it("shows the Thai 'unavailable' page, in the default layout, on a turned-off remote's path", async () => {
    renderAt('/worldcup2022', offCatalog);
    expect(await screen.findByRole('heading', { name: 'ขออภัย หน้านี้ปิดให้บริการชั่วคราว' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'กลับหน้าแรก' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(document.title).toBe('ขออภัย หน้านี้ปิดให้บริการชั่วคราว | โชคดี');
    expect(load).not.toHaveBeenCalled();
    expect(requestedPaths()).toEqual([]);
  });

  it('serves the remote again once it is live (a new catalog, no rebuild)', async () => {
    const live: Catalog = {
      remotes: catalogFixture.remotes.map((r) => (r.name === 'mf_campaign' ? { ...r, enabled: true } : r)),
    };
    load.mockImplementation(async () => fakeRemoteApp('ฟุตบอลโลก'));
    renderAt('/worldcup2022', live);
    expect(await screen.findByText(/ฟุตบอลโลก \(mf_campaign/)).toBeInTheDocument();
  });

  it('leaves out a listed path that a live remote or a shell page already serves', () => {
    const catalog: Catalog = {
      remotes: catalogFixture.remotes,
      unavailable_routes: [
        { remote: 'mf_campaign', path: '/worldcup2022' },
        { remote: 'mf_campaign', path: '/worldcup2022' },
        { remote: 'mf_old', path: '/check-lottery/2026-05-01' },
        { remote: 'mf_old', path: '/about' },
        { remote: 'mf_old', path: '/promo/songkran' },
      ],
    };
    expect(unavailablePaths(catalog)).toEqual(['/worldcup2022', '/promo/songkran']);
    expect(unavailablePaths(null)).toEqual([]);
  });
});
