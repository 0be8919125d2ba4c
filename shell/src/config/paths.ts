import {
  PROFILE_EDIT_PATH,
  VERIFY_PHONE_PATH,
  profileEditHref,
} from '@chokdee/shared-kernel/rules/post-login-redirect';

/** Every path the shell itself links to, in one place (spec §2). Remotes own their own paths. */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  checkLottery: { path: '/check-lottery', getHref: () => '/check-lottery' },
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
  bankAccount: { path: '/members/bank-account', getHref: () => '/members/bank-account' },
  orderHistory: { path: '/members/order-history', getHref: () => '/members/order-history' },
  winHistory: { path: '/members/win-history', getHref: () => '/members/win-history' },
  rewards: { path: '/rewards', getHref: () => '/rewards' },
  // Lottery pages (mf-lottery serves them; the bottom member menu and the store layouts link to them).
  dealers: { path: '/dealers', getHref: () => '/dealers' },
  /** A dealer's store; `openCart` adds `?openCart=1`, which opens its cart after 500 ms (spec §2). */
  store: {
    path: '/dealers/:userRef',
    getHref: (userRef: string, options: { openCart?: boolean } = {}) =>
      `/dealers/${encodeURIComponent(userRef)}${options.openCart ? '?openCart=1' : ''}`,
  },
  /** The older store paths (spec §2 "under a deprecated prefix"): list, restricted, then one store. */
  legacyDealers: { path: '/deprecated/dealers', getHref: () => '/deprecated/dealers' },
  legacyDealersRestricted: {
    path: '/deprecated/dealers/restricted',
    getHref: () => '/deprecated/dealers/restricted',
  },
  memberDealers: { path: '/members/dealers', getHref: () => '/members/dealers' },
  awaitingPayment: { path: '/members/orders', getHref: () => '/members/orders' },
  safe: { path: '/members/safe', getHref: () => '/members/safe' },
  complain: { path: '/complain', getHref: () => '/complain' },
  about: { path: '/about', getHref: () => '/about' },
  // Spec §2 Thai-named pages, by meaning: the path is the Thai name a visitor would read.
  services: { path: '/บริการของเรา', getHref: () => '/บริการของเรา' },
  fortuneServices: { path: '/บริการดูดวง', getHref: () => '/บริการดูดวง' },
  lotteryServices: { path: '/บริการลอตเตอรี่', getHref: () => '/บริการลอตเตอรี่' },
  foodTruckServices: { path: '/บริการฟู้ดทรัค', getHref: () => '/บริการฟู้ดทรัค' },
  firstPrizeJourney: { path: '/เส้นทางสู่รางวัลที่1', getHref: () => '/เส้นทางสู่รางวัลที่1' },
  firstPrizeJourneyPart2: {
    path: '/เส้นทางสู่รางวัลที่1/ตอนที่2',
    getHref: () => '/เส้นทางสู่รางวัลที่1/ตอนที่2',
  },
  introVideo: { path: '/วิดีโอแนะนำ', getHref: () => '/วิดีโอแนะนำ' },
  socialList: { path: '/แชร์ความสุข', getHref: () => '/แชร์ความสุข' },
  /** A social post: `/{id}/{slug}` (numeric id only; any other two-segment path is a 404). */
  socialDetail: {
    path: '/:id/:title',
    getHref: (id: number, slug: string) => `/${id}/${encodeURIComponent(slug)}`,
  },
  policy: { path: '/policy', getHref: () => '/policy' },
  cookiePolicy: { path: '/policy-cookie', getHref: () => '/policy-cookie' },
  privacyPolicy: {
    path: '/policy-privacy',
    getHref: (redirectUrl?: string) =>
      redirectUrl ? `/policy-privacy?redirect_url=${encodeURIComponent(redirectUrl)}` : '/policy-privacy',
  },
  indexOld: { path: '/index_old', getHref: () => '/index_old' },
  articles: {
    path: '/articles',
    getHref: (page = 1) => (page > 1 ? `/articles?page=${page}` : '/articles'),
  },
  articleCategories: {
    path: '/articles/categories/:tag?',
    getHref: (tag?: string) =>
      tag ? `/articles/categories/${encodeURIComponent(tag)}` : '/articles/categories',
  },
  article: {
    path: '/articles/:id/:title',
    getHref: (id: number, slug: string) => `/articles/${id}/${encodeURIComponent(slug)}`,
  },
  menuLink: { path: '/menu-link', getHref: () => '/menu-link' },
  diagnostics: { path: '/test', getHref: () => '/test' },
  /** Spec §2 `/{category}` catch-all: the articles of one tag. Ranks below every static path. */
  category: { path: '/:category', getHref: (tag: string) => `/${encodeURIComponent(tag)}` },
} as const;

/** Query parameter that carries the intent path to the login page. */
export const REDIRECT_PARAM = 'redirect_url';
