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
} as const;

/** Query parameter that carries the intent path to the login page. */
export const REDIRECT_PARAM = 'redirect_url';
