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
  /** Spec §2 "our services", a Thai-named page (not built yet; the name is this one until it is). */
  services: { path: '/บริการของเรา', getHref: () => '/บริการของเรา' },
  privacyPolicy: {
    path: '/policy-privacy',
    getHref: (redirectUrl?: string) =>
      redirectUrl ? `/policy-privacy?redirect_url=${encodeURIComponent(redirectUrl)}` : '/policy-privacy',
  },
} as const;

/** Query parameter that carries the intent path to the login page. */
export const REDIRECT_PARAM = 'redirect_url';
