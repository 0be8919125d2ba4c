import { lazyPage } from '@chokdee/shared-kernel/remote/lazy-page';
import type { RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { ActivitiesPage } from './routes/activities';

const ActivityPage = lazyPage(() => import('./routes/activity').then((m) => m.ActivityPage));
const ShipmentsPage = lazyPage(() => import('./routes/shipments').then((m) => m.ShipmentsPage));
const RewardShipmentsPage = lazyPage(() =>
  import('./routes/reward-shipments').then((m) => m.RewardShipmentsPage),
);

// The landing page loads with the remote; every other page is lazy.
export const appRoutes: RouteObject[] = [
  { path: paths.activities.path, element: <ActivitiesPage /> },
  { path: paths.activity.path, element: <ActivityPage /> },
  { path: paths.shipments.path, element: <ShipmentsPage /> },
  { path: paths.rewardShipments.path, element: <RewardShipmentsPage /> },
];
