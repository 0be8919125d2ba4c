import { LINE_MODES, OTP_PURPOSES } from '@chokdee/shared-contract/schemas/auth';
import { LOGIN_PROVIDERS } from '@chokdee/shared-contract/schemas/auth-answers';
import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { instant, timestamps } from '#api/db/columns';

/** Spec §3 Auth user: a local member (tel + password) or a LINE member (line_user_id). */
export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Public reference (x-user-ref); the numeric id never leaves the API as a key to guess. */
    ref: text('ref').notNull(),
    name: text('name').notNull(),
    lastname: text('lastname').notNull().default(''),
    tel: text('tel'),
    /** `scrypt$N$r$p$salt$hash`; null for a LINE member who never set a password. */
    password_hash: text('password_hash'),
    login_provider: text('login_provider', { enum: LOGIN_PROVIDERS }).notNull(),
    line_user_id: text('line_user_id'),
    avatar_url: text('avatar_url'),
    date_of_birth: date('date_of_birth', { mode: 'string' }),
    /** The OTP that confirmed `tel` (spec §4: local members must verify their phone). */
    verified_otp_id: integer('verified_otp_id'),
    is_follow_line_notification: boolean('is_follow_line_notification').notNull().default(false),
    scope: text('scope')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_ref_key').on(t.ref),
    uniqueIndex('users_tel_key').on(t.tel),
    uniqueIndex('users_line_user_id_key').on(t.line_user_id),
  ],
);

/** Opaque bearer tokens, stored only as their sha256 hash. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    token_hash: text('token_hash').notNull(),
    strategy: text('strategy', { enum: LOGIN_PROVIDERS }).notNull(),
    created_at: instant('created_at').notNull(),
    /** Idle expiry counts from here. */
    last_used_at: instant('last_used_at').notNull(),
    /** Absolute expiry, whatever the use. */
    expires_at: instant('expires_at').notNull(),
    revoked_at: instant('revoked_at'),
  },
  (t) => [
    uniqueIndex('auth_tokens_token_hash_key').on(t.token_hash),
    index('auth_tokens_user_id_idx').on(t.user_id),
  ],
);

/** One row per SMS code sent; the rows also count sends for the per-number and per-IP limits. */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ref: text('ref').notNull(),
    tel: text('tel').notNull(),
    purpose: text('purpose', { enum: OTP_PURPOSES }).notNull(),
    /** Null when the number belongs to no member (reset): the answer looks the same, nothing is sent. */
    user_id: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    code_hash: text('code_hash').notNull(),
    ip: text('ip').notNull(),
    attempts: integer('attempts').notNull().default(0),
    created_at: instant('created_at').notNull(),
    expires_at: instant('expires_at').notNull(),
    used_at: instant('used_at'),
  },
  (t) => [
    uniqueIndex('otp_codes_ref_key').on(t.ref),
    index('otp_codes_tel_created_at_idx').on(t.tel, t.created_at),
    index('otp_codes_ip_created_at_idx').on(t.ip, t.created_at),
  ],
);

/**
 * Short-lived LINE login records, looked up by the hash of a random key: `state` rows hold the
 * PKCE verifier of an authorize redirect; `link` rows hold a LINE identity waiting to be linked
 * to a local account (connect-user). `browser_key_hash` ties both to the browser that started the
 * login: only the sha256 of the secret that browser keeps is stored.
 */
export const oauthStates = pgTable(
  'oauth_states',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind', { enum: ['state', 'link'] }).notNull(),
    key_hash: text('key_hash').notNull(),
    provider: text('provider').notNull().default('line'),
    mode: text('mode', { enum: LINE_MODES }).notNull(),
    redirect_url: text('redirect_url').notNull(),
    code_verifier: text('code_verifier'),
    line_user_id: text('line_user_id'),
    line_display_name: text('line_display_name'),
    line_picture_url: text('line_picture_url'),
    browser_key_hash: text('browser_key_hash'),
    created_at: instant('created_at').notNull(),
    expires_at: instant('expires_at').notNull(),
    used_at: instant('used_at'),
  },
  (t) => [uniqueIndex('oauth_states_key_hash_key').on(t.key_hash)],
);

/**
 * One-time sign-in codes (/mobile/signin): the mobile app, holding a session, asks for one and
 * opens the site with it; the site exchanges it once, within two minutes, for a token of its own.
 * Only the code's sha256 is kept.
 */
export const signInCodes = pgTable(
  'sign_in_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    code_hash: text('code_hash').notNull(),
    created_at: instant('created_at').notNull(),
    expires_at: instant('expires_at').notNull(),
    used_at: instant('used_at'),
  },
  (t) => [
    uniqueIndex('sign_in_codes_code_hash_key').on(t.code_hash),
    index('sign_in_codes_expires_at_idx').on(t.expires_at),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
export type AuthTokenRow = typeof authTokens.$inferSelect;
export type OtpCodeRow = typeof otpCodes.$inferSelect;
export type OAuthStateRow = typeof oauthStates.$inferSelect;
export type SignInCodeRow = typeof signInCodes.$inferSelect;
