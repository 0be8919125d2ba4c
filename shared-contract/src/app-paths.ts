import { PROFILE_EDIT_PATH, VERIFY_PHONE_PATH, profileEditHref } from './rules/post-login-redirect';
import type { ContentPageSlug } from './schemas/content';

/**
 * Where the shell shows each of the site's fixed content pages, by slug: the shell's routes, the
 * sitemap and the page heads all read this. null: no page of the shell's own (the food-truck page
 * is mf-truck's route, in the catalog).
 */
export const contentPagePaths = {
  about: '/about',
  policy: '/policy',
  'policy-cookie': '/policy-cookie',
  'policy-privacy': '/policy-privacy',
  'our-services': '/บริการของเรา',
  'fortune-telling-services': '/บริการดูดวง',
  'lottery-services': '/บริการลอตเตอรี่',
  'food-truck-services': null,
  'first-prize-journey': '/เส้นทางสู่รางวัลที่1',
  'first-prize-journey-2': '/เส้นทางสู่รางวัลที่1/ตอนที่2',
  'intro-video': '/วิดีโอแนะนำ',
  'index-old': '/index_old',
} as const satisfies Record<ContentPageSlug, string | null>;

/** Content pages the shell still serves but lists nowhere: the old home page. */
export const UNLISTED_CONTENT_PAGES: readonly ContentPageSlug[] = ['index-old'];

/** The pages the shell serves that remotes link to (the home page, the complaint form…). */
export const shellPagePaths = {
  home: { path: '/', getHref: () => '/' },
  complain: { path: '/complain', getHref: () => '/complain' },
  /** Where a complaint stands and its answer, by the code its filer was given. */
  complaintStatus: {
    path: '/complain/:code',
    getHref: (code: string) => `/complain/${encodeURIComponent(code)}`,
  },
  about: { path: contentPagePaths.about, getHref: () => contentPagePaths.about },
  articles: {
    path: '/articles',
    getHref: (page = 1) => (page > 1 ? `/articles?page=${page}` : '/articles'),
  },
  /** The social sharing posts (spec §2 Thai-named page). */
  socialList: { path: '/แชร์ความสุข', getHref: () => '/แชร์ความสุข' },
  // the staff console: its login returns to a same-site `redirect_url`
  staffConsole: {
    path: '/admin',
    getHref: (redirectUrl?: string) =>
      redirectUrl ? `/admin?redirect_url=${encodeURIComponent(redirectUrl)}` : '/admin',
  },
} as const;

/**
 * The URLs that cross apps, in one place: pages one app serves and another links to (through
 * `navigate()` or the kernel's `AppLink`). A remote keeps the paths only it uses in its own
 * `src/config/paths.ts`, reusing these entries for the ones listed here.
 */
export const appPaths = {
  ...shellPagePaths,
  // mf-member
  login: {
    path: '/members/login',
    /** The login page reads `redirect_url` and returns there after a successful login (spec §4). */
    getHref: (redirectUrl?: string) =>
      redirectUrl ? `/members/login?redirect_url=${encodeURIComponent(redirectUrl)}` : '/members/login',
  },
  register: { path: '/members/register', getHref: () => '/members/register' },
  forgetPassword: { path: '/members/forget-password', getHref: () => '/members/forget-password' },
  verifyPhone: { path: VERIFY_PHONE_PATH, getHref: () => VERIFY_PHONE_PATH },
  profileEdit: { path: PROFILE_EDIT_PATH, getHref: profileEditHref },
  profile: { path: '/members/profile', getHref: () => '/members/profile' },
  connectNotification: {
    path: '/members/connect-notification',
    getHref: () => '/members/connect-notification',
  },
  rewards: { path: '/rewards', getHref: () => '/rewards' },
  // mf-lottery
  checkLottery: { path: '/check-lottery', getHref: () => '/check-lottery' },
  dealers: { path: '/dealers', getHref: () => '/dealers' },
  /** A dealer's store; `openCart` adds `?openCart=1`, which opens its cart after 500 ms (spec §2). */
  store: {
    path: '/dealers/:userRef',
    getHref: (userRef: string, options: { openCart?: boolean; pattern?: string } = {}) => {
      const query = new URLSearchParams();
      if (options.pattern) query.set('pattern', options.pattern);
      if (options.openCart) query.set('openCart', '1');
      const search = query.toString();
      return `/dealers/${encodeURIComponent(userRef)}${search ? `?${search}` : ''}`;
    },
  },
  memberDealers: { path: '/members/dealers', getHref: () => '/members/dealers' },
  awaitingPayment: { path: '/members/orders', getHref: () => '/members/orders' },
  orderHistory: { path: '/members/order-history', getHref: () => '/members/order-history' },
  safe: { path: '/members/safe', getHref: () => '/members/safe' },
  // mf-truck
  truck: { path: '/truck', getHref: () => '/truck' },
  truckStaff: { path: '/truck/staff', getHref: () => '/truck/staff' },
  // mf-lottery's dealer back office
  dealerLogin: { path: '/dealer/login', getHref: () => '/dealer/login' },
} as const;
