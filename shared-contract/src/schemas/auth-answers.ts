// zod/mini: the first load parses with this (ADR 002, Round 3); classic zod stays in lazy chunks.
import { z } from 'zod/mini';
import { AddressSchema } from './address-record';
import { BankAccountSchema } from './bank';
import { IsoDateSchema } from './primitives';
import { LOGIN_PROVIDERS } from './login-providers';

// What the auth API answers: the kernel's auth calls (api/auth.ts) parse a member and a token with
// these, without building the auth forms' schemas and messages (auth.ts, which re-exports all of
// this).

/** `{ token }`: an opaque bearer token (register, login, LINE connect-user). */
export const TokenResultSchema = z.object({ token: z.string().check(z.minLength(1)) });

export const OtpSendResultSchema = z.object({
  /** Names the code sent; the verify call sends it back with the code. Not for display. */
  otp_ref: z.string(),
  /** The short reference the screen and the SMS both show ("รหัสอ้างอิง: K7QX"), for the eye only. */
  display_ref: z.string().check(z.regex(/^[A-Z0-9]{4,6}$/)),
  expires_at: z.iso.datetime({ offset: true }),
  /** Seconds before another code may be requested for this number. */
  resend_after_seconds: z.number().check(z.int(), z.gte(0)),
});

export { LOGIN_PROVIDERS, type LoginProvider } from './login-providers';
export const LoginProviderSchema = z.enum(LOGIN_PROVIDERS);

/** Spec §3 Auth user, as `GET /public/v2/auth/me` answers it. */
export const AuthUserSchema = z.object({
  id: z.number().check(z.int()),
  /** Public reference of the member (sent as `x-user-ref` to the shop host). */
  ref: z.string(),
  name: z.string(),
  lastname: z.string(),
  /** A LINE member may have no phone number yet. */
  tel: z.nullable(z.string()),
  avatar: z.nullable(z.object({ url: z.string() })),
  /** null: no consent published yet, or not included. */
  is_accept_latest_consent: z.nullable(z.boolean()),
  is_follow_line_notification: z.boolean(),
  bank_account: z.nullable(BankAccountSchema),
  /** The member's first saved address, if any. */
  address: z.nullable(AddressSchema),
  login_provider: LoginProviderSchema,
  /** Set once the member confirmed their phone with an OTP (local members need it, spec §4). */
  verified_otp_id: z.nullable(z.number().check(z.int())),
  date_of_birth: z.nullable(IsoDateSchema),
  scope: z.array(z.string()),
});

export const AUTH_ME_INCLUDES =
  'avatar,is_accept_latest_consent,is_follow_line_notification,bank_account,address' as const;

/** A code the dev SMS inbox shows (never served in production). */
export const SmsInboxEntrySchema = z.object({
  tel: z.string(),
  message: z.string(),
  code: z.nullable(z.string()),
  sent_at: z.iso.datetime({ offset: true }),
});

export const LineConfigSchema = z.object({ enabled: z.boolean() });

/**
 * `POST /public/v2/auth/line/authorize`: where to send the browser (LINE, with `state` and the PKCE
 * challenge), and `browser_key`, a secret only this browser gets: it keeps it under `state` and
 * sends it with the callback, so a callback URL opened in any other browser signs nobody in.
 */
export const LineAuthorizeResultSchema = z.object({
  authorize_url: z.string(),
  state: z.string(),
  browser_key: z.string(),
});

/**
 * Exactly one of `token` / `link_token` is set: `token` logs the member in; `link_token` (mode
 * connect, LINE account not linked yet) goes to /members/connect-user with tel + password.
 */
export const LineCallbackResultSchema = z.object({
  token: z.nullable(z.string()),
  link_token: z.nullable(z.string()),
  redirect_url: z.string(),
});

/**
 * `POST /public/v2/auth/sign-in-codes` (with the mobile app's token): a code for
 * `/mobile/signin?code=…`, single use, `expires_at` two minutes on; `signin_url` is that link.
 */
export const SignInCodeResultSchema = z.object({
  code: z.string().check(z.minLength(1)),
  expires_at: z.iso.datetime({ offset: true }),
  signin_url: z.string(),
});

export type TokenResult = z.infer<typeof TokenResultSchema>;
export type OtpSendResult = z.infer<typeof OtpSendResultSchema>;
export type AuthUser = z.infer<typeof AuthUserSchema>;
export type SmsInboxEntry = z.infer<typeof SmsInboxEntrySchema>;
export type LineConfig = z.infer<typeof LineConfigSchema>;
export type LineAuthorizeResult = z.infer<typeof LineAuthorizeResultSchema>;
export type LineCallbackResult = z.infer<typeof LineCallbackResultSchema>;
export type SignInCodeResult = z.infer<typeof SignInCodeResultSchema>;
