import type { RouteObject } from 'react-router';
import { lazyPage } from '@chokdee/shared-kernel/remote/lazy-page';
import { paths } from '../config/paths';
import { LoginPage } from './routes/login';

// The login page is the remote's landing page and stays in its first chunk; every other page
// loads on its own when first visited.
const LoginExistingPage = lazyPage(() => import('./routes/login-existing').then((m) => m.LoginExistingPage));
const RegisterPage = lazyPage(() => import('./routes/register').then((m) => m.RegisterPage));
const VerifyPhonePage = lazyPage(() => import('./routes/verify-phone').then((m) => m.VerifyPhonePage));
const ForgetPasswordPage = lazyPage(() =>
  import('./routes/forget-password').then((m) => m.ForgetPasswordPage),
);
const ConnectUserPage = lazyPage(() => import('./routes/connect-user').then((m) => m.ConnectUserPage));
const MobileSigninPage = lazyPage(() => import('./routes/mobile-signin').then((m) => m.MobileSigninPage));
const LineCallbackPage = lazyPage(() => import('./routes/line-callback').then((m) => m.LineCallbackPage));
const ProfilePage = lazyPage(() => import('./routes/profile').then((m) => m.ProfilePage));
const ProfileEditPage = lazyPage(() => import('./routes/profile-edit').then((m) => m.ProfileEditPage));
const BankAccountPage = lazyPage(() => import('./routes/bank-account').then((m) => m.BankAccountPage));
const ConnectNotificationPage = lazyPage(() =>
  import('./routes/connect-notification').then((m) => m.ConnectNotificationPage),
);
const RewardsPage = lazyPage(() => import('./routes/rewards').then((m) => m.RewardsPage));
const RewardDetailPage = lazyPage(() => import('./routes/reward-detail').then((m) => m.RewardDetailPage));
const RedemptionsPage = lazyPage(() => import('./routes/redemptions').then((m) => m.RedemptionsPage));
const RedemptionDetailPage = lazyPage(() =>
  import('./routes/redemption-detail').then((m) => m.RedemptionDetailPage),
);

/** The paths this remote serves (its catalog.json registers the same patterns). */
export const appRoutes: RouteObject[] = [
  { path: paths.login.path, element: <LoginPage /> },
  { path: paths.loginExisting.path, element: <LoginExistingPage /> },
  { path: paths.register.path, element: <RegisterPage /> },
  { path: paths.verifyPhone.path, element: <VerifyPhonePage /> },
  { path: paths.forgetPassword.path, element: <ForgetPasswordPage /> },
  { path: paths.connectUser.path, element: <ConnectUserPage /> },
  { path: paths.mobileSignin.path, element: <MobileSigninPage /> },
  { path: paths.lineCallback.path, element: <LineCallbackPage /> },
  { path: paths.profile.path, element: <ProfilePage /> },
  { path: paths.profileEdit.path, element: <ProfileEditPage /> },
  { path: paths.bankAccount.path, element: <BankAccountPage /> },
  { path: paths.connectNotification.path, element: <ConnectNotificationPage /> },
  { path: paths.rewards.path, element: <RewardsPage /> },
  { path: paths.reward.path, element: <RewardDetailPage /> },
  { path: paths.redemptions.path, element: <RedemptionsPage /> },
  { path: paths.redemption.path, element: <RedemptionDetailPage /> },
];
