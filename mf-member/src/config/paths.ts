/** The auth paths this remote serves, in one place (catalog.json registers the same patterns). */
export const paths = {
  login: { path: '/members/login', getHref: () => '/members/login' },
  loginExisting: {
    path: '/members/login-existing',
    /** Where a LINE identity waiting to be linked (`link_token`) is joined to an existing account. */
    getHref: (linkToken?: string) =>
      linkToken
        ? `/members/login-existing?link_token=${encodeURIComponent(linkToken)}`
        : '/members/login-existing',
  },
  register: { path: '/members/register', getHref: () => '/members/register' },
  verifyPhone: { path: '/members/verify-phone', getHref: () => '/members/verify-phone' },
  forgetPassword: { path: '/members/forget-password', getHref: () => '/members/forget-password' },
  connectUser: { path: '/members/connect-user', getHref: () => '/members/connect-user' },
  mobileSignin: { path: '/mobile/signin', getHref: () => '/mobile/signin' },
  lineCallback: { path: '/oauth/callback/line', getHref: () => '/oauth/callback/line' },
  profile: { path: '/members/profile', getHref: () => '/members/profile' },
  home: { path: '/', getHref: () => '/' },
} as const;
