import { request, toApiError } from '@chokdee/shared-kernel/api/client';
import { $apiConfig } from '@chokdee/shared-kernel/api/config';
import { $staffSession, endStaffSession } from '@chokdee/shared-kernel/stores/staff-session';
import type { RequestOptions } from '@chokdee/shared-kernel/api/client';
import type { z } from 'zod';

/** The staff token on every back-office call (never the member's token). */
function staffHeaders(): Record<string, string> {
  const token = $staffSession.get()?.token;
  return token ? { Authorization: `Bearer ${token}` } : {};
}

/** A 401 means the staff token is no longer accepted (expired or revoked): the session ends. */
function endOnUnauthorized(status: number): void {
  if (status === 401 && $staffSession.get()) endStaffSession('expired');
}

/** One admin call with the staff token; its answer parsed whole with `schema`. */
export async function staffCall<S extends z.core.$ZodType>(
  schema: S,
  path: string,
  options: Pick<RequestOptions, 'method' | 'json' | 'searchParams' | 'signal'> = {},
): Promise<z.infer<S>> {
  try {
    return await request(schema, path, { ...options, headers: staffHeaders() });
  } catch (e) {
    endOnUnauthorized(toApiError(e).status);
    throw e;
  }
}

/** A file only staff may see (a slip), as bytes: a plain `<img>` request carries no token. */
export async function staffFile(path: string, signal?: AbortSignal): Promise<Blob> {
  const response = await fetch(`${$apiConfig.get().publicUrl.replace(/\/+$/, '')}${path}`, {
    headers: staffHeaders(),
    signal,
  });
  if (!response.ok) {
    endOnUnauthorized(response.status);
    throw new Error(`file ${response.status}`);
  }
  return response.blob();
}
