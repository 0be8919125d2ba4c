import type { FastifyInstance } from 'fastify';

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

/**
 * A fresh member, made the way a visitor does it: through the register endpoint (which logs in),
 * then `me` for the id the tests check rows with.
 */
export async function registerMember(app: FastifyInstance): Promise<MemberSession> {
  const register = await app.inject({
    method: 'POST',
    url: '/public/v2/auth/register',
    payload: {
      name: 'สมชาย',
      lastname: 'ใจดี',
      tel: uniqueTel(),
      password: 'lucky1234',
      password_confirmation: 'lucky1234',
    },
  });
  if (register.statusCode !== 201)
    throw new Error(`register failed: ${register.statusCode} ${register.body}`);
  const token = (register.json() as { data: { token: string } }).data.token;
  const headers = { authorization: `Bearer ${token}` };
  const me = await app.inject({ method: 'GET', url: '/public/v2/auth/me', headers });
  if (me.statusCode !== 200) throw new Error(`me failed: ${me.statusCode} ${me.body}`);
  return { userId: (me.json() as { data: { id: number } }).data.id, token, headers };
}
