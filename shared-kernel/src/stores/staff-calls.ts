// The calls of the back offices (shop orders, reward dispatch, prayer review), made under the
// staff session: the staff token on each, never the member's, and a 401 ends the session.
import type { z } from 'zod/mini';
import { request, toApiError, type RequestOptions } from '../api/client';
import { $apiConfig } from '../api/config';
import { $staffSession, endStaffSession } from './staff-session';

/** The staff token on every back-office call (never the member's token). */
function staffHeaders(): Record<string, string> {
  const token = $staffSession.get()?.token;
  return token ? { Authorization: `Bearer ${token}` } : {};
}

/** A 401 means the staff token is no longer accepted (expired or revoked): the session ends. */
function endOnUnauthorized(status: number): void {
  if (status === 401 && $staffSession.get()) endStaffSession('expired');
}

/** A call with the staff token whose 401 ends the session; its answer parsed whole with `schema`. */
async function staffRequest<S extends z.core.$ZodType>(
  schema: S,
  path: string,
  options: RequestOptions,
): Promise<z.infer<S>> {
  try {
    return await request(schema, path, { ...options, headers: staffHeaders() });
  } catch (e) {
    endOnUnauthorized(toApiError(e).status);
    throw e;
  }
}

/** One admin call with the staff token; its answer parsed whole with `schema`. */
export function staffCall<S extends z.core.$ZodType>(
  schema: S,
  path: string,
  options: Pick<RequestOptions, 'method' | 'json' | 'searchParams' | 'signal'> = {},
): Promise<z.infer<S>> {
  return staffRequest(schema, path, options);
}

/**
 * One admin call that sends a multipart form (a file and its fields), as `staffCall` does JSON:
 * POST unless told, the staff token on it, a 401 ends the session. An upload on a slow line may
 * need a longer `timeout` than the default 10 s.
 */
export function staffUpload<S extends z.core.$ZodType>(
  schema: S,
  path: string,
  form: FormData,
  options: Pick<RequestOptions, 'method' | 'signal' | 'timeout'> = {},
): Promise<z.infer<S>> {
  return staffRequest(schema, path, { method: 'post', ...options, body: form });
}

/** A file only staff may see (a slip, a picture under review), as bytes: a plain `<img>` carries no token. */
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
