import type { FastifyInstance, InjectOptions } from 'fastify';

export interface MemberSession {
  userId: number;
  token: string;
  /** `{ authorization: 'Bearer …' }` for `app.inject`. */
  headers: { authorization: string };
}

let registered = 0;

/** A phone number no other test member of this process has: 09 + 8 digits. */
export function uniqueTel(): string {
  registered += 1;
  const salt = (process.pid % 1000) * 100_000 + registered;
  return `09${String(salt).padStart(8, '0').slice(-8)}`;
}

let addresses = 0;

/**
 * A client address no other test member of this process signs up from (198.18.0.0/15, the
 * benchmarking range): the per-IP limits of sign-up and OTP sends then count each member alone.
 */
export function uniqueTestIp(): string {
  addresses += 1;
  return `198.18.${(addresses >> 8) & 255}.${addresses & 255}`;
}

/** A date of birth that makes a test member an adult buyer (20+ on any test clock). */
export const ADULT_DATE_OF_BIRTH = '1990-04-13';

export interface RegisterMemberOptions {
  /**
   * Verify the phone with an OTP and fill in an adult date of birth, as the site asks before the
   * member pages (spec §4), so the member may buy and redeem. Default true.
   */
  verified?: boolean;
}

async function call(app: FastifyInstance, request: InjectOptions) {
  const response = await app.inject(request);
  if (response.statusCode >= 300) {
    throw new Error(
      `${String(request.method)} ${String(request.url)} failed: ${response.statusCode} ${response.body}`,
    );
  }
  return response.json() as { data: Record<string, unknown> };
}

/**
 * A fresh member, made the way a visitor does it: the register endpoint (which logs in), then by
 * default the phone verified with the code from the dev SMS inbox and the date of birth saved;
 * `me` gives the id the tests check rows with.
 */
export async function registerMember(
  app: FastifyInstance,
  { verified = true }: RegisterMemberOptions = {},
): Promise<MemberSession> {
  const tel = uniqueTel();
  const remoteAddress = uniqueTestIp();
  const register = await call(app, {
    method: 'POST',
    url: '/public/v2/auth/register',
    remoteAddress,
    payload: {
      name: 'สมชาย',
      lastname: 'ใจดี',
      tel,
      password: 'lucky1234',
      password_confirmation: 'lucky1234',
    },
  });
  const token = register.data.token as string;
  const headers = { authorization: `Bearer ${token}` };
  if (verified) await verifyMember(app, headers, tel, remoteAddress);
  const me = await call(app, { method: 'GET', url: '/public/v2/auth/me', headers });
  return { userId: me.data.id as number, token, headers };
}

/** Verifies the member's phone through the OTP calls and saves an adult date of birth. */
export async function verifyMember(
  app: FastifyInstance,
  headers: { authorization: string },
  tel: string,
  remoteAddress = uniqueTestIp(),
): Promise<void> {
  await verifyPhone(app, headers, tel, remoteAddress);
  await call(app, {
    method: 'PUT',
    url: '/public/v2/auth/profile',
    headers,
    payload: { name: 'สมชาย', lastname: 'ใจดี', date_of_birth: ADULT_DATE_OF_BIRTH },
  });
}

/** Sends a verify_phone OTP, reads it from the dev SMS inbox and verifies it. */
export async function verifyPhone(
  app: FastifyInstance,
  headers: { authorization: string },
  tel: string,
  remoteAddress = uniqueTestIp(),
): Promise<void> {
  const sent = await call(app, {
    method: 'POST',
    url: '/public/v2/auth/otp/send',
    headers,
    remoteAddress,
    payload: { tel, purpose: 'verify_phone' },
  });
  const inbox = await call(app, { method: 'GET', url: `/dev/sms-inbox?tel=${tel}` });
  const code = (inbox.data as unknown as { code: string | null }[])[0]?.code;
  if (!code) throw new Error(`no SMS for ${tel}`);
  await call(app, {
    method: 'POST',
    url: '/public/v2/auth/otp/verify',
    headers,
    payload: { otp_ref: sent.data.otp_ref, code },
  });
}
