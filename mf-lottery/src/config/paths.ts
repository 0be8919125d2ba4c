import { appPaths } from '@chokdee/shared-contract/app-paths';

/**
 * Every path this remote serves, in one place (its catalog.json registers the same patterns); the
 * ones other apps link to are the kernel's cross-app paths.
 */
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
  /** Spec §2's Thai-named "check lottery with optional {slug}": the same results as /check-lottery. */
  thaiCheck: {
    path: '/ตรวจลอตเตอรี่/:slug?',
    getHref: (slug?: string) => (slug ? `/ตรวจลอตเตอรี่/${encodeURIComponent(slug)}` : '/ตรวจลอตเตอรี่'),
  },
  /** Spec §2's Thai-named "lottery data in the system": every draw the system holds. */
  drawData: {
    path: '/ข้อมูลลอตเตอรี่ในระบบ',
    getHref: () => '/ข้อมูลลอตเตอรี่ในระบบ',
  },
  dealers: appPaths.dealers,
  /** A dealer's store; `openCart=1` opens its cart after 500 ms (spec §2). */
  store: appPaths.store,
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
  memberDealers: appPaths.memberDealers,
  truckStaff: appPaths.truckStaff,
  order: {
    path: '/orders/:code',
    getHref: (code: string) => `/orders/${encodeURIComponent(code)}`,
  },
  /** `/orders` with no code lists the member's orders awaiting payment. */
  orders: { path: '/orders' },
  awaitingPayment: appPaths.awaitingPayment,
  orderHistory: appPaths.orderHistory,
  safe: appPaths.safe,
  winHistory: {
    path: '/members/win-history',
    getHref: (drawDate?: string) =>
      drawDate ? `/members/win-history/${encodeURIComponent(drawDate)}` : '/members/win-history',
  },
  winHistoryDraw: { path: '/members/win-history/:drawDate' },
  /** The member's prize claims (ขึ้นเงินรางวัล), and one claim with its slip and receipt. */
  prizeClaims: { path: '/members/prize-claims', getHref: () => '/members/prize-claims' },
  prizeClaim: {
    path: '/members/prize-claims/:claimId',
    getHref: (claimId: number) => `/members/prize-claims/${claimId}`,
  },
  /** Claiming one winning ticket: the deductions, the net amount and the account it goes to. */
  cashOut: {
    path: '/members/cash-out/:ticketId',
    getHref: (ticketId: number) => `/members/cash-out/${ticketId}`,
  },
  dealerLogin: appPaths.dealerLogin,
  dealerOrders: {
    path: '/dealer/orders',
    getHref: () => '/dealer/orders',
  },
  /** The store's prize claims: check the ticket, pay and upload the slip, or refuse. */
  dealerPrizeClaims: {
    path: '/dealer/prize-claims',
    getHref: () => '/dealer/prize-claims',
  },
} as const;
