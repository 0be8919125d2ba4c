import type { RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { ConnectUserPage } from './routes/connect-user';
import { ForgetPasswordPage } from './routes/forget-password';
import { LineCallbackPage } from './routes/line-callback';
import { LoginPage } from './routes/login';
import { LoginExistingPage } from './routes/login-existing';
import { MobileSigninPage } from './routes/mobile-signin';
import { RegisterPage } from './routes/register';
import { VerifyPhonePage } from './routes/verify-phone';

/** The sign-in pages: login, register, phone verification, password reset, LINE and the app. */
export const authRoutes: RouteObject[] = [
  { path: paths.login.path, element: <LoginPage /> },
  { path: paths.loginExisting.path, element: <LoginExistingPage /> },
  { path: paths.register.path, element: <RegisterPage /> },
  { path: paths.verifyPhone.path, element: <VerifyPhonePage /> },
  { path: paths.forgetPassword.path, element: <ForgetPasswordPage /> },
  { path: paths.connectUser.path, element: <ConnectUserPage /> },
  { path: paths.mobileSignin.path, element: <MobileSigninPage /> },
  { path: paths.lineCallback.path, element: <LineCallbackPage /> },
];
