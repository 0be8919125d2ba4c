// zod/mini: the first load parses with this (ADR 002, Round 3); classic zod stays in lazy chunks.
import { z } from 'zod/mini';
import { VersionSchema } from './primitives';

/** Spec §3 cookie settings: each purpose is `enable` or `disable`. */
export const COOKIE_CHOICES = ['enable', 'disable'] as const;
export const CookieChoiceSchema = z.enum(COOKIE_CHOICES);

/** Spec §9: the cookie and privacy policy versions in force. */
export const COOKIE_POLICY_VERSION = 1;
export const PRIVACY_POLICY_VERSION = 1;

/**
 * POST /public/v3/cookie-consents: the visitor's choice, recorded server-side (PDPA) with the
 * time and the policy versions it was given under. `visitor_id` is a random id the browser keeps
 * so later choices of the same visitor can be told apart; a member's token links it to the member.
 */
export const CookieConsentBodySchema = z.object({
  visitor_id: z.uuid('รหัสผู้เข้าชมไม่ถูกต้อง'),
  enable_cookie_analytics: CookieChoiceSchema,
  enable_cookie_ads: CookieChoiceSchema,
  policy_cookie_version: VersionSchema,
  policy_privacy_version: VersionSchema,
});

export const CookieConsentRecordSchema = z.object({
  id: z.number().check(z.int(), z.positive()),
  recorded_at: z.iso.datetime({ offset: true }),
});

export type CookieChoice = z.infer<typeof CookieChoiceSchema>;
export type CookieConsentBody = z.infer<typeof CookieConsentBodySchema>;
export type CookieConsentRecord = z.infer<typeof CookieConsentRecordSchema>;
