/** The member-account paths this remote serves (catalog.json registers the same patterns). */
export const accountPaths = {
  profile: { path: '/members/profile', getHref: () => '/members/profile' },
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
  connectNotification: {
    path: '/members/connect-notification',
    getHref: () => '/members/connect-notification',
  },
  rewards: { path: '/rewards', getHref: () => '/rewards' },
  reward: { path: '/rewards/:code', getHref: (code: string) => `/rewards/${encodeURIComponent(code)}` },
  redemptions: { path: '/members/redeem', getHref: () => '/members/redeem' },
  redemption: {
    path: '/members/redeem/:code',
    getHref: (code: string) => `/members/redeem/${encodeURIComponent(code)}`,
  },
  login: { path: '/members/login', getHref: () => '/members/login' },
} as const;
