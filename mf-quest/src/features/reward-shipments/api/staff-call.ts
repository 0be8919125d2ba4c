import { request, toApiError, type RequestOptions } from '@chokdee/shared-kernel/api/client';
import { $staffSession, endStaffSession } from '@chokdee/shared-kernel/stores/staff-session';
import type { z } from 'zod';

/** The staff token on every dispatch call (never the member's token). */
function staffHeaders(): Record<string, string> {
  const token = $staffSession.get()?.token;
  return token ? { Authorization: `Bearer ${token}` } : {};
}

/**
 * One admin call with the staff token, its answer parsed whole with `schema`. A 401 means the
 * token is no longer accepted (expired or revoked): the staff session ends.
 */
export async function staffCall<S extends z.core.$ZodType>(
  schema: S,
  path: string,
  options: Pick<RequestOptions, 'method' | 'json' | 'searchParams' | 'signal'> = {},
): Promise<z.infer<S>> {
  try {
    return await request(schema, path, { ...options, headers: staffHeaders() });
  } catch (e) {
    if (toApiError(e).status === 401 && $staffSession.get()) endStaffSession('expired');
    throw e;
  }
}
