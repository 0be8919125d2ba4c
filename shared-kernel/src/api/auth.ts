// zod/mini: the first load parses with this (ADR 002, Round 3); classic zod stays in lazy chunks.
import { z } from 'zod/mini';
import {
  AUTH_ME_INCLUDES,
  AuthUserSchema,
  LineAuthorizeResultSchema,
  LineCallbackResultSchema,
  LineConfigSchema,
  OtpSendResultSchema,
  SignInCodeResultSchema,
  SmsInboxEntrySchema,
  TokenResultSchema,
  type AuthUser,
  type LineCallbackResult,
  type OtpSendResult,
  type SignInCodeResult,
  type SmsInboxEntry,
} from '@chokdee/shared-contract/schemas/auth-answers';
// Only types from the forms' module: importing its values would build every auth form's schemas.
import type {
  ConnectUserBody,
  LineAuthorizeBody,
  LineCallbackBody,
  LoginBody,
  OtpSendBody,
  OtpVerifyBody,
  PasswordResetBody,
  ProfileUpdateBody,
  RegisterBody,
  SignInCodeExchangeBody,
} from '@chokdee/shared-contract/schemas/auth';
import { ConsentSchema, type Consent } from '@chokdee/shared-contract/schemas/consent';
import { dataEnvelope } from '@chokdee/shared-contract/schemas/envelope';
import { forgetLineLoginKey, keepLineLoginKey, lineLoginKey } from './line-login-keys';
import { request } from './client';
import type { CallOptions } from './call-options';
import { afterChange } from './request-cache';
import { requestGroups } from './request-keys';

export interface AuthCallOptions extends CallOptions {
  /** Use this bearer token instead of the stored one (e.g. right after login, before storing it). */
  token?: string;
}

const TokenEnvelope = dataEnvelope(TokenResultSchema);
const UserEnvelope = dataEnvelope(AuthUserSchema);
const NullEnvelope = dataEnvelope(z.null());
const OtpSendEnvelope = dataEnvelope(OtpSendResultSchema);
const LineConfigEnvelope = dataEnvelope(LineConfigSchema);
const LineAuthorizeEnvelope = dataEnvelope(LineAuthorizeResultSchema);
const LineCallbackEnvelope = dataEnvelope(LineCallbackResultSchema);
const ConsentEnvelope = dataEnvelope(ConsentSchema);
const SmsInboxEnvelope = dataEnvelope(z.array(SmsInboxEntrySchema));
const SignInCodeEnvelope = dataEnvelope(SignInCodeResultSchema);

function callOptions({ signal, token }: AuthCallOptions) {
  return { signal, headers: token ? { Authorization: `Bearer ${token}` } : undefined };
}

/** Creates a local member and logs them in: the new bearer token. */
export async function postRegister(body: RegisterBody, options: AuthCallOptions = {}): Promise<string> {
  const res = await request(TokenEnvelope, '/public/v2/auth/register', {
    method: 'post',
    json: body,
    ...callOptions(options),
  });
  return res.data.token;
}

/** Phone + password → bearer token; a wrong pair is a 401 with one Thai message. */
export async function postLogin(body: LoginBody, options: AuthCallOptions = {}): Promise<string> {
  const res = await request(TokenEnvelope, '/public/v2/auth/login', {
    method: 'post',
    json: body,
    ...callOptions(options),
  });
  return res.data.token;
}

/** Revokes the token on the server. */
export async function postLogout(options: AuthCallOptions = {}): Promise<void> {
  await request(NullEnvelope, '/public/v2/auth/logout', { method: 'post', ...callOptions(options) });
}

/** The member behind the token, with every include the apps use. */
export async function fetchAuthUser(options: AuthCallOptions = {}): Promise<AuthUser> {
  const res = await request(UserEnvelope, '/public/v2/auth/me', {
    searchParams: { includes: AUTH_ME_INCLUDES },
    ...callOptions(options),
  });
  return res.data;
}

/** Sends a 6-digit code by SMS; `verify_phone` needs the member's token and their own number. */
export async function postOtpSend(body: OtpSendBody, options: AuthCallOptions = {}): Promise<OtpSendResult> {
  const res = await request(OtpSendEnvelope, '/public/v2/auth/otp/send', {
    method: 'post',
    json: body,
    ...callOptions(options),
  });
  return res.data;
}

/** Confirms the member's phone; answers the updated user (with `verified_otp_id`). */
export async function postOtpVerify(body: OtpVerifyBody, options: AuthCallOptions = {}): Promise<AuthUser> {
  const res = await request(UserEnvelope, '/public/v2/auth/otp/verify', {
    method: 'post',
    json: body,
    ...callOptions(options),
  });
  return res.data;
}

/** Sets a new password with a `reset_password` OTP; every session of the member ends. */
export async function postPasswordReset(
  body: PasswordResetBody,
  options: AuthCallOptions = {},
): Promise<void> {
  await request(NullEnvelope, '/public/v2/auth/password/reset', {
    method: 'post',
    json: body,
    ...callOptions(options),
  });
}

export async function updateProfile(
  body: ProfileUpdateBody,
  options: AuthCallOptions = {},
): Promise<AuthUser> {
  const res = await afterChange(
    request(UserEnvelope, '/public/v2/auth/profile', {
      method: 'put',
      json: body,
      ...callOptions(options),
    }),
    requestGroups.member,
  );
  return res.data;
}

/**
 * A one-time code for `/mobile/signin?code=…` (needs the member's token: the mobile app asks for
 * one, then opens the site with it). Single use, two minutes.
 */
export async function postSignInCode(options: AuthCallOptions = {}): Promise<SignInCodeResult> {
  const res = await request(SignInCodeEnvelope, '/public/v2/auth/sign-in-codes', {
    method: 'post',
    ...callOptions(options),
  });
  return res.data;
}

/** /mobile/signin trades its one-time code for a token of its own (401 in Thai: used, expired or unknown). */
export async function postSignInCodeExchange(code: string, options: AuthCallOptions = {}): Promise<string> {
  const body: SignInCodeExchangeBody = { code };
  const res = await request(TokenEnvelope, '/public/v2/auth/sign-in-codes/exchange', {
    method: 'post',
    json: body,
    ...callOptions(options),
  });
  return res.data.token;
}

/** Whether LINE login is configured on the server (hide the button otherwise). */
export async function fetchLineConfig(options: AuthCallOptions = {}): Promise<boolean> {
  const res = await request(LineConfigEnvelope, '/public/v2/auth/line/config', callOptions(options));
  return res.data.enabled;
}

/**
 * Starts LINE login: the API keeps state + PKCE and answers LINE's URL, with a key for this browser
 * alone, kept here under the state until the callback sends it back. Send the browser to the URL
 * this answers (`location.assign`).
 */
export async function startLineLogin(
  body: LineAuthorizeBody = {},
  options: AuthCallOptions = {},
): Promise<string> {
  const res = await request(LineAuthorizeEnvelope, '/public/v2/auth/line/authorize', {
    method: 'post',
    json: body,
    ...callOptions(options),
  });
  keepLineLoginKey(res.data.state, res.data.browser_key);
  return res.data.authorize_url;
}

/**
 * /oauth/callback/line posts LINE's `code` and `state` here, with the key this browser kept when it
 * started that login (none for a login it did not start: the API then refuses it). A `link_token`
 * answer keeps the key for connect-user.
 */
export async function postLineCallback(
  body: Omit<LineCallbackBody, 'browser_key'>,
  options: AuthCallOptions = {},
): Promise<LineCallbackResult> {
  const browserKey = lineLoginKey(body.state);
  // The API spends the state whatever it answers.
  forgetLineLoginKey(body.state);
  const json: LineCallbackBody = { ...body, browser_key: browserKey };
  const res = await request(LineCallbackEnvelope, '/public/v2/auth/line/callback', {
    method: 'post',
    json,
    ...callOptions(options),
  });
  if (res.data.link_token && browserKey) keepLineLoginKey(res.data.link_token, browserKey);
  return res.data;
}

/**
 * Links the pending LINE identity (`link_token`) to the local account tel + password, with the key
 * of the browser whose LINE login made that link token.
 */
export async function postLineConnectUser(
  body: Omit<ConnectUserBody, 'browser_key'>,
  options: AuthCallOptions = {},
): Promise<string> {
  const json: ConnectUserBody = { ...body, browser_key: lineLoginKey(body.link_token) };
  const res = await request(TokenEnvelope, '/public/v2/auth/line/connect-user', {
    method: 'post',
    json,
    ...callOptions(options),
  });
  forgetLineLoginKey(body.link_token);
  return res.data.token;
}

export async function fetchLatestConsent(options: AuthCallOptions = {}): Promise<Consent> {
  const res = await request(ConsentEnvelope, '/public/v2/consents/latest', callOptions(options));
  return res.data;
}

export async function acceptConsent(consentId: number, options: AuthCallOptions = {}): Promise<void> {
  await request(NullEnvelope, '/public/v2/consents/accept', {
    method: 'post',
    json: { consent_id: consentId },
    ...callOptions(options),
  });
}

/** Development only: the SMS the API would have sent, newest first (absent in production). */
export async function fetchSmsInbox(tel?: string, options: AuthCallOptions = {}): Promise<SmsInboxEntry[]> {
  const res = await request(SmsInboxEnvelope, '/dev/sms-inbox', {
    searchParams: { tel },
    ...callOptions(options),
  });
  return res.data;
}

/** Shop host: asks the server to send the member's pending SMS again. */
export async function sendPendingSms(tel: string, options: AuthCallOptions = {}): Promise<void> {
  await request(NullEnvelope, '/api/public/v1/members/send-pending-sms', {
    method: 'post',
    base: 'shop',
    json: { tel },
    ...callOptions(options),
  });
}
