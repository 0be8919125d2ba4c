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
  privacyPolicy: {
    path: '/policy-privacy',
    getHref: (redirectUrl?: string) =>
      redirectUrl ? `/policy-privacy?redirect_url=${encodeURIComponent(redirectUrl)}` : '/policy-privacy',
  },
} as const;

/** Query parameter that carries the intent path to the login page. */
export const REDIRECT_PARAM = 'redirect_url';
