import type { RouteObject } from 'react-router';
import { lazyPage } from '@chokdee/shared-kernel/remote/lazy-page';
import { paths } from '../config/paths';
import { CheckLotteryPage } from './routes/check-lottery';

// The results page is the remote's landing page and stays in its first chunk; every other page
// loads on its own when first visited, so /check-lottery pays nothing for the store and orders.
const DrawDataPage = lazyPage(() => import('./routes/draw-data').then((m) => m.DrawDataPage));
const DealersPage = lazyPage(() => import('./routes/dealers').then((m) => m.DealersPage));
const DealerStorePage = lazyPage(() => import('./routes/dealer-store').then((m) => m.DealerStorePage));
const SearchResultsPage = lazyPage(() => import('./routes/search-results').then((m) => m.SearchResultsPage));
const LegacyDealersRedirect = lazyPage(() =>
  import('./routes/legacy-dealers').then((m) => m.LegacyDealersRedirect),
);
const RestrictedStorePage = lazyPage(() =>
  import('./routes/legacy-dealers').then((m) => m.RestrictedStorePage),
);
const StoreProductsPage = lazyPage(() => import('./routes/legacy-dealers').then((m) => m.StoreProductsPage));
const OrderPage = lazyPage(() => import('./routes/order').then((m) => m.OrderPage));
const AwaitingPaymentPage = lazyPage(() =>
  import('./routes/awaiting-payment').then((m) => m.AwaitingPaymentPage),
);
const OrderHistoryPage = lazyPage(() => import('./routes/order-history').then((m) => m.OrderHistoryPage));
const SafePage = lazyPage(() => import('./routes/safe').then((m) => m.SafePage));
const WinHistoryPage = lazyPage(() => import('./routes/win-history').then((m) => m.WinHistoryPage));
const PrizeClaimsPage = lazyPage(() => import('./routes/prize-claims').then((m) => m.PrizeClaimsPage));
const PrizeClaimPage = lazyPage(() => import('./routes/prize-claim').then((m) => m.PrizeClaimPage));
const CashOutPage = lazyPage(() => import('./routes/cash-out').then((m) => m.CashOutPage));
const DealerPrizeClaimsPage = lazyPage(() =>
  import('./routes/dealer-prize-claims').then((m) => m.DealerPrizeClaimsPage),
);
const DealerLoginPage = lazyPage(() => import('./routes/dealer-login').then((m) => m.DealerLoginPage));
const DealerOrdersPage = lazyPage(() => import('./routes/dealer-orders').then((m) => m.DealerOrdersPage));

const legacy = paths.legacyDealers;

/** The paths this remote serves (its catalog.json registers the same patterns). */
export const appRoutes: RouteObject[] = [
  { path: paths.latest.path, element: <CheckLotteryPage /> },
  { path: paths.draw.path, element: <CheckLotteryPage /> },
  { path: paths.legacy.path, element: <CheckLotteryPage /> },
  { path: paths.thaiCheck.path, element: <CheckLotteryPage drawHref={paths.thaiCheck.getHref} /> },
  { path: paths.drawData.path, element: <DrawDataPage /> },
  { path: paths.dealers.path, element: <DealersPage /> },
  { path: paths.memberDealers.path, element: <DealersPage memberView /> },
  { path: paths.store.path, element: <DealerStorePage /> },
  { path: paths.searchResults.path, element: <SearchResultsPage /> },
  { path: legacy.list.path, element: <LegacyDealersRedirect /> },
  { path: legacy.restricted.path, element: <RestrictedStorePage /> },
  { path: legacy.store.path, element: <DealerStorePage byStoreCode /> },
  { path: legacy.cart.path, element: <DealerStorePage byStoreCode openCart /> },
  { path: legacy.products.path, element: <StoreProductsPage /> },
  { path: legacy.product.path, element: <StoreProductsPage /> },
  { path: paths.order.path, element: <OrderPage /> },
  { path: paths.orders.path, element: <AwaitingPaymentPage /> },
  { path: paths.awaitingPayment.path, element: <AwaitingPaymentPage /> },
  { path: paths.orderHistory.path, element: <OrderHistoryPage /> },
  { path: paths.safe.path, element: <SafePage /> },
  { path: paths.winHistory.path, element: <WinHistoryPage /> },
  { path: paths.winHistoryDraw.path, element: <WinHistoryPage /> },
  { path: paths.prizeClaims.path, element: <PrizeClaimsPage /> },
  { path: paths.prizeClaim.path, element: <PrizeClaimPage /> },
  { path: paths.cashOut.path, element: <CashOutPage /> },
  { path: paths.dealerLogin.path, element: <DealerLoginPage /> },
  { path: paths.dealerOrders.path, element: <DealerOrdersPage /> },
  { path: paths.dealerPrizeClaims.path, element: <DealerPrizeClaimsPage /> },
];
