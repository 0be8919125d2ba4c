// zod/mini: the first load parses with this (ADR 002, Round 3); classic zod stays in lazy chunks.
import { z } from 'zod/mini';
import { containAlphaNum, validationMessage } from '../validation/messages';
import { AddressSchema } from './address';
import { BankAccountSchema } from './bank';
import { IsoDateSchema } from './primitives';

/** Thai field labels used in the validation messages of the auth forms. */
export const AUTH_FIELD_LABELS = {
  name: 'ชื่อ',
  lastname: 'นามสกุล',
  tel: 'เบอร์โทรศัพท์',
  password: 'รหัสผ่าน',
  password_confirmation: 'ยืนยันรหัสผ่าน',
  code: 'รหัส OTP',
  date_of_birth: 'วันเกิด',
} as const;

const required = (field: keyof typeof AUTH_FIELD_LABELS) =>
  validationMessage('required', { field: AUTH_FIELD_LABELS[field] });

/** A string field whose absence (or wrong type) reads "กรุณากรอก{field}". */
const text = (field: keyof typeof AUTH_FIELD_LABELS) =>
  z.string({ error: required(field) }).check(z.trim(), z.minLength(1, required(field)));

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 64;
/** Spec §9: phone numbers are 10 digits; Thai mobiles start with 0. */
export const TEL_PATTERN = /^0\d{9}$/;
/** Thai lottery buyers must be 20 or older. */
export const MIN_BUYER_AGE = 20;

export const AUTH_MESSAGES = {
  telFormat: 'เบอร์โทรศัพท์ต้องเป็นตัวเลข 10 หลักและขึ้นต้นด้วย 0',
  codeFormat: 'รหัส OTP ต้องเป็นตัวเลข 6 หลัก',
  dateOfBirthInvalid: 'วันเกิดไม่ถูกต้อง',
  dateOfBirthFuture: 'วันเกิดต้องเป็นวันที่ผ่านมาแล้ว',
  underAge: 'ผู้ซื้อสลากต้องมีอายุ 20 ปีบริบูรณ์ขึ้นไป',
} as const;

export const TelSchema = z
  .string({ error: required('tel') })
  .check(z.trim(), z.minLength(1, required('tel')), z.regex(TEL_PATTERN, AUTH_MESSAGES.telFormat));

/** Spec §5: at least 8 characters with letters and digits (contain_alpha_num). */
export const PasswordSchema = z
  .string({ error: required('password') })
  .check(
    z.minLength(1, required('password')),
    z.minLength(
      PASSWORD_MIN_LENGTH,
      validationMessage('min', { field: 'รหัสผ่าน', length: PASSWORD_MIN_LENGTH }),
    ),
    z.maxLength(
      PASSWORD_MAX_LENGTH,
      validationMessage('max', { field: 'รหัสผ่าน', length: PASSWORD_MAX_LENGTH }),
    ),
    z.refine(containAlphaNum, validationMessage('contain_alpha_num', { field: 'รหัสผ่าน' })),
  );

export const OtpCodeSchema = z
  .string({ error: required('code') })
  .check(z.regex(/^\d{6}$/, AUTH_MESSAGES.codeFormat));

const NameSchema = text('name').check(z.maxLength(50, validationMessage('max', { field: 'ชื่อ', length: 50 })));
const LastnameSchema = text('lastname').check(
  z.maxLength(50, validationMessage('max', { field: 'นามสกุล', length: 50 })),
);

const passwordsMatch = (body: { password: string; password_confirmation: string }) =>
  body.password === body.password_confirmation;
const passwordMismatch = {
  message: validationMessage('confirmed', { field: 'รหัสผ่าน' }),
  path: ['password_confirmation'],
};

export const RegisterBodySchema = z
  .object({
    name: NameSchema,
    lastname: LastnameSchema,
    tel: TelSchema,
    password: PasswordSchema,
    password_confirmation: z.string({ error: required('password_confirmation') }),
  })
  .check(z.refine(passwordsMatch, passwordMismatch));

export const LoginBodySchema = z.object({
  tel: TelSchema,
  password: z.string({ error: required('password') }).check(z.minLength(1, required('password'))),
});

/** `{ token }`: an opaque bearer token (register, login, LINE connect-user). */
export const TokenResultSchema = z.object({ token: z.string().check(z.minLength(1)) });

export const OtpPurposeSchema = z.enum(['verify_phone', 'reset_password']);

export const OtpSendBodySchema = z.object({ tel: TelSchema, purpose: OtpPurposeSchema });

export const OtpSendResultSchema = z.object({
  /** Names the code sent; the verify call sends it back with the code. */
  otp_ref: z.string(),
  expires_at: z.iso.datetime({ offset: true }),
  /** Seconds before another code may be requested for this number. */
  resend_after_seconds: z.number().check(z.int(), z.gte(0)),
});

export const OtpVerifyBodySchema = z.object({
  otp_ref: z.string({ error: 'จำเป็นต้องระบุ' }).check(z.minLength(1)),
  code: OtpCodeSchema,
});

export const PasswordResetBodySchema = z
  .object({
    tel: TelSchema,
    otp_ref: z.string({ error: 'จำเป็นต้องระบุ' }).check(z.minLength(1)),
    code: OtpCodeSchema,
    password: PasswordSchema,
    password_confirmation: z.string({ error: required('password_confirmation') }),
  })
  .check(z.refine(passwordsMatch, passwordMismatch));

/** Whole years from `dateOfBirth` to `today` (both `YYYY-MM-DD`). */
export function ageOn(dateOfBirth: string, today: string): number {
  const [by = 0, bm = 0, bd = 0] = dateOfBirth.split('-').map(Number);
  const [ty = 0, tm = 0, td = 0] = today.split('-').map(Number);
  const hadBirthday = tm > bm || (tm === bm && td >= bd);
  return ty - by - (hadBirthday ? 0 : 1);
}

/** A real calendar day (rejects 2026-02-30). */
export function isRealDate(value: string): boolean {
  const [y = 0, m = 0, d = 0] = value.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d && y >= 1900;
}

/** The format and calendar checks; "in the past" and the age rule need the server's today. */
export const DateOfBirthSchema = IsoDateSchema.check(z.refine(isRealDate, AUTH_MESSAGES.dateOfBirthInvalid));

export const ProfileUpdateBodySchema = z.object({
  name: NameSchema,
  lastname: LastnameSchema,
  date_of_birth: z.pipe(z.string({ error: required('date_of_birth') }), DateOfBirthSchema),
});

export const LoginProviderSchema = z.enum(['local', 'line']);

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

export const MeQuerySchema = z.object({ includes: z.optional(z.string().check(z.maxLength(200))) });

/** A code the dev SMS inbox shows (never served in production). */
export const SmsInboxEntrySchema = z.object({
  tel: z.string(),
  message: z.string(),
  code: z.nullable(z.string()),
  sent_at: z.iso.datetime({ offset: true }),
});

export const SmsInboxQuerySchema = z.object({ tel: z.optional(z.string()) });

export const LineConfigSchema = z.object({ enabled: z.boolean() });

/** Only an app path (`/members/…`), never another site: `//evil.example` and `/\evil` are refused. */
export const SafeAppPathSchema = z
  .string()
  .check(z.maxLength(500), z.regex(/^\/(?![/\\])[^\s]*$/, 'ต้องเป็นเส้นทางภายในเว็บไซต์'));

export const LineModeSchema = z.enum(['login', 'connect']);

export const LineAuthorizeQuerySchema = z.object({
  redirect_url: z._default(SafeAppPathSchema, '/'),
  mode: z._default(LineModeSchema, 'login'),
});

export const LineCallbackBodySchema = z.object({
  code: z.string({ error: 'จำเป็นต้องระบุ' }).check(z.minLength(1), z.maxLength(2000)),
  state: z.string({ error: 'จำเป็นต้องระบุ' }).check(z.minLength(1), z.maxLength(200)),
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

export const ConnectUserBodySchema = z.object({
  tel: TelSchema,
  password: z.string({ error: required('password') }).check(z.minLength(1, required('password'))),
  link_token: z.string({ error: 'จำเป็นต้องระบุ' }).check(z.minLength(1), z.maxLength(200)),
});

/** A one-time sign-in code lives this long: the mobile app opens the site with it at once. */
export const SIGN_IN_CODE_TTL_SECONDS = 120;

/**
 * `POST /public/v2/auth/sign-in-codes` (with the mobile app's token): a code for
 * `/mobile/signin?code=…`, single use, `expires_at` two minutes on; `signin_url` is that link.
 */
export const SignInCodeResultSchema = z.object({
  code: z.string().check(z.minLength(1)),
  expires_at: z.iso.datetime({ offset: true }),
  signin_url: z.string(),
});

/** `POST /public/v2/auth/sign-in-codes/exchange`: the code, once, for a token of the site's own. */
export const SignInCodeExchangeBodySchema = z.object({
  code: z.string({ error: 'จำเป็นต้องระบุ' }).check(z.minLength(1, 'จำเป็นต้องระบุ'), z.maxLength(100)),
});

export type RegisterBody = z.input<typeof RegisterBodySchema>;
export type LoginBody = z.input<typeof LoginBodySchema>;
export type TokenResult = z.infer<typeof TokenResultSchema>;
export type OtpPurpose = z.infer<typeof OtpPurposeSchema>;
export type OtpSendBody = z.input<typeof OtpSendBodySchema>;
export type OtpSendResult = z.infer<typeof OtpSendResultSchema>;
export type OtpVerifyBody = z.input<typeof OtpVerifyBodySchema>;
export type PasswordResetBody = z.input<typeof PasswordResetBodySchema>;
export type ProfileUpdateBody = z.input<typeof ProfileUpdateBodySchema>;
export type LoginProvider = z.infer<typeof LoginProviderSchema>;
export type AuthUser = z.infer<typeof AuthUserSchema>;
export type SmsInboxEntry = z.infer<typeof SmsInboxEntrySchema>;
export type LineConfig = z.infer<typeof LineConfigSchema>;
export type LineMode = z.infer<typeof LineModeSchema>;
export type LineCallbackBody = z.input<typeof LineCallbackBodySchema>;
export type LineCallbackResult = z.infer<typeof LineCallbackResultSchema>;
export type ConnectUserBody = z.input<typeof ConnectUserBodySchema>;
export type SignInCodeResult = z.infer<typeof SignInCodeResultSchema>;
export type SignInCodeExchangeBody = z.input<typeof SignInCodeExchangeBodySchema>;
