import type { RouteObject } from 'react-router';
import { lazyPage } from '@chokdee/shared-kernel/remote/lazy-page';
import { paths } from '../config/paths';
import { StorePage } from './routes/store';

const ProductPage = lazyPage(() => import('./routes/product').then((m) => m.ProductPage));
const DealersPage = lazyPage(() => import('./routes/dealers').then((m) => m.DealersPage));
const PurchasePage = lazyPage(() => import('./routes/purchase').then((m) => m.PurchasePage));
const CertificatePage = lazyPage(() => import('./routes/certificate').then((m) => m.CertificatePage));
const AmuletBagPage = lazyPage(() => import('./routes/amulet-bag').then((m) => m.AmuletBagPage));
const PurchaseHistoryPage = lazyPage(() =>
  import('./routes/purchase-history').then((m) => m.PurchaseHistoryPage),
);
const ShopOrdersPage = lazyPage(() => import('./routes/shop-orders').then((m) => m.ShopOrdersPage));
const ShopStockPage = lazyPage(() => import('./routes/shop-stock').then((m) => m.ShopStockPage));

// The store is the landing page (loads with the remote); every other page is lazy.
export const appRoutes: RouteObject[] = [
  { path: paths.store.path, element: <StorePage /> },
  { path: paths.product.path, element: <ProductPage /> },
  { path: paths.dealers.path, element: <DealersPage /> },
  { path: paths.purchase.path, element: <PurchasePage /> },
  { path: paths.certificate.path, element: <CertificatePage /> },
  { path: paths.amuletBag.path, element: <AmuletBagPage /> },
  { path: paths.purchaseHistory.path, element: <PurchaseHistoryPage /> },
  { path: paths.shopOrders.path, element: <ShopOrdersPage /> },
  { path: paths.shopStock.path, element: <ShopStockPage /> },
];
