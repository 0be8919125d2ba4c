import { appPaths } from '@chokdee/shared-contract/app-paths';

/**
 * Every path this remote serves, in one place (its catalog.json registers the same patterns); the
 * ones other apps link to are the kernel's cross-app paths.
 */
export const paths = {
  login: appPaths.login,
  loginExisting: {
    path: '/members/login-existing',
    /** Where a LINE identity waiting to be linked (`link_token`) is joined to an existing account. */
    getHref: (linkToken?: string) =>
      linkToken
        ? `/members/login-existing?link_token=${encodeURIComponent(linkToken)}`
        : '/members/login-existing',
  },
  register: appPaths.register,
  verifyPhone: appPaths.verifyPhone,
  forgetPassword: appPaths.forgetPassword,
  connectUser: { path: '/members/connect-user', getHref: () => '/members/connect-user' },
  mobileSignin: { path: '/mobile/signin', getHref: () => '/mobile/signin' },
  lineCallback: { path: '/oauth/callback/line', getHref: () => '/oauth/callback/line' },
  profile: appPaths.profile,
  profileEdit: {
    path: '/members/profile/edit',
    getHref: (query: { slim?: boolean; redirectUrl?: string } = {}) => {
      const params = new URLSearchParams();
      if (query.slim) params.set('slim', '1');
      if (query.redirectUrl) params.set('redirect_url', query.redirectUrl);
      const search = params.toString();
      return search ? `/members/profile/edit?${search}` : '/members/profile/edit';
    },
  },
  bankAccount: { path: '/members/bank-account', getHref: () => '/members/bank-account' },
  connectNotification: appPaths.connectNotification,
  rewards: appPaths.rewards,
  reward: { path: '/rewards/:code', getHref: (code: string) => `/rewards/${encodeURIComponent(code)}` },
  redemptions: { path: '/members/redeem', getHref: () => '/members/redeem' },
  redemption: {
    path: '/members/redeem/:code',
    getHref: (code: string) => `/members/redeem/${encodeURIComponent(code)}`,
  },
  home: appPaths.home,
} as const;
