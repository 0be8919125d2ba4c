import type { FastifyInstance } from 'fastify';
import { uniqueTel, uniqueTestIp } from './member-session';

export const PASSWORD = 'lucky1234';

export function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}

/**
 * Registers a local member through the API (phone not verified yet), from an address of its own
 * unless `remoteAddress` is given; their tel and token.
 */
export async function registerLocal(
  app: FastifyInstance,
  overrides: Partial<Record<'name' | 'lastname' | 'tel' | 'password' | 'remoteAddress', string>> = {},
): Promise<{ tel: string; token: string }> {
  const tel = overrides.tel ?? uniqueTel();
  const password = overrides.password ?? PASSWORD;
  const response = await app.inject({
    method: 'POST',
    url: '/public/v2/auth/register',
    remoteAddress: overrides.remoteAddress ?? uniqueTestIp(),
    payload: {
      name: overrides.name ?? 'สมหญิง',
      lastname: overrides.lastname ?? 'รักดี',
      tel,
      password,
      password_confirmation: password,
    },
  });
  if (response.statusCode !== 201)
    throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  return { tel, token: (response.json() as { data: { token: string } }).data.token };
}

export async function me(app: FastifyInstance, token: string) {
  return app.inject({ method: 'GET', url: '/public/v2/auth/me', headers: bearer(token) });
}

/** The newest code the development inbox holds for this number. */
export async function latestSmsCode(app: FastifyInstance, tel: string): Promise<string> {
  const response = await app.inject({ method: 'GET', url: `/dev/sms-inbox?tel=${tel}` });
  const code = (response.json() as { data: { code: string | null }[] }).data[0]?.code;
  if (!code) throw new Error(`no SMS for ${tel}`);
  return code;
}

/** Any other 6-digit code. */
export function wrongCodeFor(code: string): string {
  return String((Number(code) + 1) % 1_000_000).padStart(6, '0');
}
