/** Every path this remote serves, in one place (the catalog registers the same patterns). */
export const paths = {
  latest: {
    path: '/check-lottery',
    getHref: () => '/check-lottery',
  },
  draw: {
    path: '/check-lottery/:slug',
    /** A draw's page; its slug is the draw date `YYYY-MM-DD`. */
    getHref: (slug: string) => `/check-lottery/${encodeURIComponent(slug)}`,
  },
  /** The old spelling of the results page, kept so existing links keep working. */
  legacy: {
    path: '/checklottery',
  },
  dealers: {
    path: '/dealers',
    getHref: () => '/dealers',
  },
  /** A dealer's store; `openCart=1` opens its cart after 500 ms (spec §2). */
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
  searchResults: {
    path: '/lotteries/search-results',
    getHref: (pattern: string) => `/lotteries/search-results?pattern=${encodeURIComponent(pattern)}`,
  },
  /** Older dealer paths (spec §2 "under a deprecated prefix"), kept so printed links keep working. */
  legacyDealers: {
    list: { path: '/deprecated/dealers' },
    restricted: { path: '/deprecated/dealers/restricted' },
    store: {
      path: '/deprecated/dealers/:storeCode',
      getHref: (storeCode: string) => `/deprecated/dealers/${encodeURIComponent(storeCode)}`,
    },
    cart: { path: '/deprecated/dealers/:storeCode/cart' },
    products: { path: '/deprecated/dealers/:storeCode/store' },
    product: { path: '/deprecated/dealers/:storeCode/store/:productCode' },
  },
  memberDealers: {
    path: '/members/dealers',
    getHref: () => '/members/dealers',
  },
  order: {
    path: '/orders/:code',
    getHref: (code: string) => `/orders/${encodeURIComponent(code)}`,
  },
  /** `/orders` with no code lists the member's orders awaiting payment. */
  orders: { path: '/orders' },
  awaitingPayment: {
    path: '/members/orders',
    getHref: () => '/members/orders',
  },
  orderHistory: {
    path: '/members/order-history',
    getHref: () => '/members/order-history',
  },
  safe: {
    path: '/members/safe',
    getHref: () => '/members/safe',
  },
  winHistory: {
    path: '/members/win-history',
    getHref: (drawDate?: string) =>
      drawDate ? `/members/win-history/${encodeURIComponent(drawDate)}` : '/members/win-history',
  },
  winHistoryDraw: { path: '/members/win-history/:drawDate' },
  dealerLogin: {
    path: '/dealer/login',
    getHref: () => '/dealer/login',
  },
  dealerOrders: {
    path: '/dealer/orders',
    getHref: () => '/dealer/orders',
  },
} as const;
