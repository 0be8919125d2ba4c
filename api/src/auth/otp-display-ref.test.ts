import { OtpSendResultSchema } from '@chokdee/shared-contract/schemas/auth-answers';
import { otpDisplayRef } from './otp-display-ref';
import { randomToken } from '#api/lib/secure-token';

test('a short reference a person can read, the same for the same ref', () => {
  const ref = randomToken(12);
  const shown = otpDisplayRef(ref);
  expect(shown).toMatch(/^[A-HJ-NP-Z2-9]{4}$/);
  expect(otpDisplayRef(ref)).toBe(shown);
});

test('different codes mostly get different references', () => {
  const shown = new Set(Array.from({ length: 200 }, () => otpDisplayRef(randomToken(12))));
  expect(shown.size).toBeGreaterThan(190);
});

test('the kernel schema accepts what the API shows', () => {
  const parsed = OtpSendResultSchema.safeParse({
    otp_ref: randomToken(12),
    display_ref: otpDisplayRef('x'),
    expires_at: '2026-11-21T18:05:00.000+07:00',
    resend_after_seconds: 60,
  });
  expect(parsed.success).toBe(true);
});
