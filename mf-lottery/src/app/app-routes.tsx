import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { LoadingState } from '@chokdee/shared-kernel/ui/loading-state';
import { paths } from '../config/paths';
import { CheckLotteryPage } from './routes/check-lottery';

// The results page is the remote's landing page and stays in its first chunk; every other page
// loads on its own when first visited, so /check-lottery pays nothing for the store and orders.
const DealersPage = lazy(() => import('./routes/dealers').then((m) => ({ default: m.DealersPage })));
const DealerStorePage = lazy(() =>
  import('./routes/dealer-store').then((m) => ({ default: m.DealerStorePage })),
);
const SearchResultsPage = lazy(() =>
  import('./routes/search-results').then((m) => ({ default: m.SearchResultsPage })),
);
const LegacyDealersRedirect = lazy(() =>
  import('./routes/legacy-dealers').then((m) => ({ default: m.LegacyDealersRedirect })),
);
const RestrictedStorePage = lazy(() =>
  import('./routes/legacy-dealers').then((m) => ({ default: m.RestrictedStorePage })),
);
const StoreProductsPage = lazy(() =>
  import('./routes/legacy-dealers').then((m) => ({ default: m.StoreProductsPage })),
);
const OrderPage = lazy(() => import('./routes/order').then((m) => ({ default: m.OrderPage })));
const AwaitingPaymentPage = lazy(() =>
  import('./routes/awaiting-payment').then((m) => ({ default: m.AwaitingPaymentPage })),
);
const OrderHistoryPage = lazy(() =>
  import('./routes/order-history').then((m) => ({ default: m.OrderHistoryPage })),
);
const SafePage = lazy(() => import('./routes/safe').then((m) => ({ default: m.SafePage })));
const WinHistoryPage = lazy(() =>
  import('./routes/win-history').then((m) => ({ default: m.WinHistoryPage })),
);
const DealerLoginPage = lazy(() =>
  import('./routes/dealer-login').then((m) => ({ default: m.DealerLoginPage })),
);
const DealerOrdersPage = lazy(() =>
  import('./routes/dealer-orders').then((m) => ({ default: m.DealerOrdersPage })),
);

function Page({ children }: { children: ReactNode }) {
  return <Suspense fallback={<LoadingState label="กำลังโหลดหน้า…" />}>{children}</Suspense>;
}

/** The paths this remote serves; on any other path (the shell's) it renders nothing. */
export function AppRoutes() {
  const legacy = paths.legacyDealers;
  return (
    <Routes>
      <Route path={paths.latest.path} element={<CheckLotteryPage />} />
      <Route path={paths.draw.path} element={<CheckLotteryPage />} />
      <Route path={paths.legacy.path} element={<CheckLotteryPage />} />
      <Route
        path={paths.dealers.path}
        element={
          <Page>
            <DealersPage />
          </Page>
        }
      />
      <Route
        path={paths.memberDealers.path}
        element={
          <Page>
            <DealersPage memberView />
          </Page>
        }
      />
      <Route
        path={paths.store.path}
        element={
          <Page>
            <DealerStorePage />
          </Page>
        }
      />
      <Route
        path={paths.searchResults.path}
        element={
          <Page>
            <SearchResultsPage />
          </Page>
        }
      />
      <Route
        path={legacy.list.path}
        element={
          <Page>
            <LegacyDealersRedirect />
          </Page>
        }
      />
      <Route
        path={legacy.restricted.path}
        element={
          <Page>
            <RestrictedStorePage />
          </Page>
        }
      />
      <Route
        path={legacy.store.path}
        element={
          <Page>
            <DealerStorePage byStoreCode />
          </Page>
        }
      />
      <Route
        path={legacy.cart.path}
        element={
          <Page>
            <DealerStorePage byStoreCode openCart />
          </Page>
        }
      />
      <Route
        path={legacy.products.path}
        element={
          <Page>
            <StoreProductsPage />
          </Page>
        }
      />
      <Route
        path={legacy.product.path}
        element={
          <Page>
            <StoreProductsPage />
          </Page>
        }
      />
      <Route
        path={paths.order.path}
        element={
          <Page>
            <OrderPage />
          </Page>
        }
      />
      <Route
        path={paths.orders.path}
        element={
          <Page>
            <AwaitingPaymentPage />
          </Page>
        }
      />
      <Route
        path={paths.awaitingPayment.path}
        element={
          <Page>
            <AwaitingPaymentPage />
          </Page>
        }
      />
      <Route
        path={paths.orderHistory.path}
        element={
          <Page>
            <OrderHistoryPage />
          </Page>
        }
      />
      <Route
        path={paths.safe.path}
        element={
          <Page>
            <SafePage />
          </Page>
        }
      />
      <Route
        path={paths.winHistory.path}
        element={
          <Page>
            <WinHistoryPage />
          </Page>
        }
      />
      <Route
        path={paths.winHistoryDraw.path}
        element={
          <Page>
            <WinHistoryPage />
          </Page>
        }
      />
      <Route
        path={paths.dealerLogin.path}
        element={
          <Page>
            <DealerLoginPage />
          </Page>
        }
      />
      <Route
        path={paths.dealerOrders.path}
        element={
          <Page>
            <DealerOrdersPage />
          </Page>
        }
      />
      <Route path="*" element={null} />
    </Routes>
  );
}
