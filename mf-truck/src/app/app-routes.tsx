import { lazyPage } from '@chokdee/shared-kernel/remote/lazy-page';
import type { RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { HomePage } from './routes/home';

const StorePage = lazyPage(() => import('./routes/store').then((m) => m.StorePage));
const CartPage = lazyPage(() => import('./routes/cart').then((m) => m.CartPage));
const ClaimPage = lazyPage(() => import('./routes/claim').then((m) => m.ClaimPage));
const StaffPage = lazyPage(() => import('./routes/staff').then((m) => m.StaffPage));
const FoodTrucksPage = lazyPage(() => import('./routes/food-trucks').then((m) => m.FoodTrucksPage));

// The landing page loads with the remote; every other page is lazy.
export const appRoutes: RouteObject[] = [
  { path: paths.home.path, element: <HomePage /> },
  { path: paths.store.path, element: <StorePage /> },
  { path: paths.cart.path, element: <CartPage /> },
  { path: paths.claim.path, element: <ClaimPage /> },
  { path: paths.staff.path, element: <StaffPage /> },
  { path: paths.foodTrucks.path, element: <FoodTrucksPage /> },
];
