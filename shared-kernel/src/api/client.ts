import ky, { type KyInstance, type Options as KyOptions } from 'ky';
// Parses with zod's core, which takes classic and zod/mini schemas alike (the first load has no classic zod).
import { safeParse, type z } from 'zod/mini';
import { emit } from '../events';
import { $authToken } from './auth-token';
import { $apiConfig, type ApiConfig } from './config';
import {
  API_ERROR_MESSAGES,
  ApiRequestError,
  INVALID_RESPONSE_STATUS,
  apiErrorFromHttpBody,
  rememberHttpError,
  toApiError,
} from './api-request-error';

export { ApiRequestError, toApiError } from './api-request-error';

/** Which API host a call goes to (spec §7: public, shop and truck prefixes). */
export type ApiBase = 'public' | 'shop' | 'truck';

export type SearchParamValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** Undefined and null values are left out of the query string. */
  searchParams?: Record<string, SearchParamValue> | URLSearchParams;
  json?: unknown;
  body?: BodyInit;
  base?: ApiBase;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Milliseconds before the call fails with a timeout; default 10 000. */
  timeout?: number;
}

const BASE_KEYS: Record<ApiBase, keyof ApiConfig> = {
  public: 'publicUrl',
  shop: 'shopUrl',
  truck: 'truckUrl',
};

const DEFAULT_TIMEOUT_MS = 10_000;

function createClient(prefixUrl: string): KyInstance {
  return ky.create({
    prefixUrl,
    headers: { Accept: 'application/json' },
    timeout: DEFAULT_TIMEOUT_MS,
    // No silent retries: every failure reaches the UI, which offers a Thai retry button.
    retry: 0,
    hooks: {
      beforeRequest: [
        (req) => {
          const token = $authToken.get();
          if (token && !req.headers.has('Authorization')) {
            req.headers.set('Authorization', `Bearer ${token}`);
          }
        },
      ],
      beforeError: [
        async (error) => {
          const body: unknown = await error.response.json().catch(() => undefined);
          rememberHttpError(error, apiErrorFromHttpBody(error.response.status, body));
          return error;
        },
      ],
    },
  });
}

// One ky instance per base URL; a reconfigured URL simply gets its own instance.
const clients = new Map<string, KyInstance>();

function clientFor(base: ApiBase): KyInstance {
  const prefixUrl = $apiConfig.get()[BASE_KEYS[base]];
  let client = clients.get(prefixUrl);
  if (!client) {
    client = createClient(prefixUrl);
    clients.set(prefixUrl, client);
  }
  return client;
}

function toSearchParams(params: RequestOptions['searchParams']): URLSearchParams | undefined {
  if (!params || params instanceof URLSearchParams) return params;
  const result = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null) result.append(key, String(value));
  }
  return result;
}

function invalidResponse(cause: unknown): ApiRequestError {
  return new ApiRequestError(
    { message: API_ERROR_MESSAGES.invalidResponse, errors: [], status: INVALID_RESPONSE_STATUS },
    { cause },
  );
}

/**
 * Calls the API and parses the whole answer body with `schema` (e.g. `dataEnvelope(X)`).
 * Every failure — HTTP error, network, timeout, abort, unexpected body — throws `ApiRequestError`.
 */
export async function request<S extends z.core.$ZodType>(
  schema: S,
  path: string,
  options: RequestOptions = {},
): Promise<z.infer<S>> {
  // The shell's progress bar counts calls in flight (spec §9); an abort (the page moved on) is no failure.
  emit('request:start', {});
  let ok = false;
  try {
    const result = await send(schema, path, options);
    ok = true;
    return result;
  } catch (error) {
    ok = error instanceof ApiRequestError && isAbort(error.cause);
    throw error;
  } finally {
    emit('request:end', { ok });
  }
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

async function send<S extends z.core.$ZodType>(
  schema: S,
  path: string,
  options: RequestOptions,
): Promise<z.infer<S>> {
  const { base = 'public', searchParams, ...rest } = options;
  const kyOptions: KyOptions = { ...rest, searchParams: toSearchParams(searchParams) };
  // ky refuses a leading slash with prefixUrl; paths are written as in the spec, '/public/v2/…'.
  const input = path.replace(/^\/+/, '');

  let text: string;
  try {
    const response = await clientFor(base)(input, kyOptions);
    text = await response.text();
  } catch (e) {
    throw new ApiRequestError(toApiError(e), { cause: e });
  }

  let body: unknown;
  try {
    body = text === '' ? undefined : JSON.parse(text);
  } catch (e) {
    throw invalidResponse(e);
  }
  const parsed = safeParse(schema, body);
  if (!parsed.success) throw invalidResponse(parsed.error);
  return parsed.data;
}
