import type { RouteObject } from 'react-router';
import { BankAccountPage } from '../features/bank-account/pages/bank-account-page';
import { ConnectNotificationPage } from '../features/notification/pages/connect-notification-page';
import { accountPaths } from '../config/account-paths';
import { ProfileEditPage } from '../features/profile/pages/profile-edit-page';
import { ProfilePage } from '../features/profile/pages/profile-page';
import { RedemptionDetailPage } from '../features/rewards/pages/redemption-detail-page';
import { RedemptionsPage } from '../features/rewards/pages/redemptions-page';
import { RewardDetailPage } from '../features/rewards/pages/reward-detail-page';
import { RewardsPage } from '../features/rewards/pages/rewards-page';

/** The member-account pages (profile, bank account, addresses, rewards, notification). */
export const accountRoutes: RouteObject[] = [
  { path: accountPaths.profile.path, element: <ProfilePage /> },
  { path: accountPaths.profileEdit.path, element: <ProfileEditPage /> },
  { path: accountPaths.bankAccount.path, element: <BankAccountPage /> },
  { path: accountPaths.connectNotification.path, element: <ConnectNotificationPage /> },
  { path: accountPaths.rewards.path, element: <RewardsPage /> },
  { path: accountPaths.reward.path, element: <RewardDetailPage /> },
  { path: accountPaths.redemptions.path, element: <RedemptionsPage /> },
  { path: accountPaths.redemption.path, element: <RedemptionDetailPage /> },
];
