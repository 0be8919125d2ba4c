/** @jest-environment node */
import { z } from 'zod';
import { HTTPError } from 'ky';
import { jsonResponse, mockFetch, type FetchMock } from '../testing/mock-fetch';
import { clearAuthToken, setAuthToken } from './auth-token';
import { dataEnvelope } from '@chokdee/shared-contract/schemas/envelope';
import { API_ERROR_MESSAGES } from './api-request-error';
import { ApiRequestError, request, toApiError } from './client';
import { configureApi } from './config';

const Item = dataEnvelope(z.object({ id: z.number() }));

let fetchMock: FetchMock | undefined;

function serve(handler: Parameters<typeof mockFetch>[0]): FetchMock {
  fetchMock = mockFetch(handler);
  return fetchMock;
}

/** A server that never answers: the request settles only when its signal aborts, like real fetch. */
function neverAnswer(req: Request): Promise<Response> {
  return new Promise((_resolve, reject) => {
    const fail = () => reject(new DOMException('The operation was aborted.', 'AbortError'));
    if (req.signal.aborted) fail();
    else req.signal.addEventListener('abort', fail);
  });
}

async function failureOf(promise: Promise<unknown>): Promise<ApiRequestError> {
  const error: unknown = await promise.then(
    () => new Error('expected the request to fail'),
    (e: unknown) => e,
  );
  if (!(error instanceof ApiRequestError)) throw error;
  return error;
}

beforeAll(() => {
  configureApi({ publicUrl: 'http://api.test', shopUrl: 'http://shop.test', truckUrl: 'http://truck.test' });
});

afterEach(() => {
  fetchMock?.restore();
  fetchMock = undefined;
  clearAuthToken();
});

describe('request', () => {
  it('parses the whole body with the schema and sends Accept: application/json', async () => {
    const { calls } = serve(() => jsonResponse({ data: { id: 7 }, extra: 'ignored' }));
    await expect(request(Item, '/public/v2/items/7')).resolves.toEqual({ data: { id: 7 } });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe('http://api.test/public/v2/items/7');
    expect(calls[0]?.method).toBe('GET');
    expect(calls[0]?.headers.get('accept')).toBe('application/json');
    expect(calls[0]?.headers.get('authorization')).toBeNull();
  });

  it('adds the bearer token when one is set, and drops it after logout', async () => {
    const { calls } = serve(() => jsonResponse({ data: { id: 1 } }));
    setAuthToken('tok-123');
    await request(Item, 'public/v2/items/1');
    clearAuthToken();
    await request(Item, 'public/v2/items/1');
    expect(calls[0]?.headers.get('authorization')).toBe('Bearer tok-123');
    expect(calls[1]?.headers.get('authorization')).toBeNull();
  });

  it('sends the query without undefined or null values, and the JSON body', async () => {
    const { calls } = serve(() => jsonResponse({ data: { id: 2 } }, 201));
    await request(Item, '/public/v2/items', {
      method: 'post',
      searchParams: { page: 2, status: undefined, draw_date: null, open: true },
      json: { name: 'ทดสอบ' },
      headers: { 'x-store-code': 'S01' },
    });
    const sent = calls[0];
    expect(sent?.url).toBe('http://api.test/public/v2/items?page=2&open=true');
    expect(sent?.method).toBe('POST');
    expect(sent?.headers.get('x-store-code')).toBe('S01');
    await expect(sent?.json()).resolves.toEqual({ name: 'ทดสอบ' });
  });

  it('goes to the shop and truck hosts when asked', async () => {
    const { calls } = serve(() => jsonResponse({ data: { id: 3 } }));
    await request(Item, '/api/public/v1/carts', { base: 'shop' });
    await request(Item, '/truck/v1/stores', { base: 'truck' });
    expect(calls.map((c) => c.url)).toEqual([
      'http://shop.test/api/public/v1/carts',
      'http://truck.test/truck/v1/stores',
    ]);
  });

  it('follows a reconfigured base URL', async () => {
    const { calls } = serve(() => jsonResponse({ data: { id: 4 } }));
    configureApi({ publicUrl: 'http://other.test/' });
    await request(Item, '/x');
    configureApi({ publicUrl: 'http://api.test' });
    expect(calls[0]?.url).toBe('http://other.test/x');
  });
});

describe('request failures', () => {
  it('passes an API error body of the spec §8 shape straight through', async () => {
    const body = {
      message: 'ข้อมูลไม่ถูกต้อง',
      errors: [{ field: 'tel', message: 'เบอร์โทรศัพท์ต้องมี 10 หลัก' }],
      status: 400,
    };
    serve(() => jsonResponse(body, 400));
    const error = await failureOf(request(Item, '/x'));
    expect(error.error).toEqual(body);
    expect(error.status).toBe(400);
    expect(error.message).toBe('ข้อมูลไม่ถูกต้อง');
    expect(error.cause).toBeInstanceOf(HTTPError);
  });

  it('keeps the code of a refusal the pages act on (a member who must verify the phone first)', async () => {
    const body = { message: 'กรุณายืนยันเบอร์โทรศัพท์', errors: [], status: 403, code: 'phone_not_verified' };
    serve(() => jsonResponse(body, 403));
    const error = await failureOf(request(Item, '/x'));
    expect(error.error).toEqual(body);
  });

  it.each([
    [404, API_ERROR_MESSAGES.notFound],
    [401, API_ERROR_MESSAGES.unauthorized],
    [429, API_ERROR_MESSAGES.tooManyRequests],
    [500, API_ERROR_MESSAGES.generic],
  ])('builds a Thai message for a %i answer without our error shape', async (status, message) => {
    serve(
      () => new Response('<html>Bad Gateway</html>', { status, headers: { 'Content-Type': 'text/html' } }),
    );
    const error = await failureOf(request(Item, '/x'));
    expect(error.error).toEqual({ message, errors: [], status });
  });

  it('does not trust a JSON error body that only looks like ours', async () => {
    serve(() => jsonResponse({ message: 'Internal Server Error', statusCode: 500 }, 500));
    const error = await failureOf(request(Item, '/x'));
    expect(error.error).toEqual({ message: API_ERROR_MESSAGES.generic, errors: [], status: 500 });
  });

  it('maps a network failure to status 0', async () => {
    serve(() => Promise.reject(new TypeError('fetch failed')));
    const error = await failureOf(request(Item, '/x'));
    expect(error.error).toEqual({ message: 'ไม่สามารถเชื่อมต่อเซิร์ฟเวอร์ได้', errors: [], status: 0 });
  });

  it('maps a body that does not match the schema to 502', async () => {
    serve(() => jsonResponse({ data: { id: 'seven' } }));
    const error = await failureOf(request(Item, '/x'));
    expect(error.error).toEqual({ message: 'ข้อมูลจากเซิร์ฟเวอร์ไม่ถูกต้อง', errors: [], status: 502 });
    // The client parses with zod's core (classic and zod/mini schemas alike): its error class.
    expect(error.cause).toBeInstanceOf(z.core.$ZodError);
  });

  it('maps a success answer that is not JSON to 502', async () => {
    serve(() => new Response('<!doctype html><p>maintenance</p>', { status: 200 }));
    const error = await failureOf(request(Item, '/x'));
    expect(error.error.status).toBe(502);
  });

  it('maps an empty success body to 502 unless the schema accepts nothing', async () => {
    serve(() => new Response(null, { status: 204 }));
    await expect(failureOf(request(Item, '/x'))).resolves.toMatchObject({ status: 502 });
    await expect(request(z.undefined(), '/x', { method: 'delete' })).resolves.toBeUndefined();
  });

  it('maps a timeout to status 0 with its own message', async () => {
    serve(neverAnswer);
    const error = await failureOf(request(Item, '/slow', { timeout: 20 }));
    expect(error.error).toEqual({ message: API_ERROR_MESSAGES.timeout, errors: [], status: 0 });
  });

  it('maps an abort by the caller to status 0', async () => {
    serve(neverAnswer);
    const controller = new AbortController();
    const pending = failureOf(request(Item, '/slow', { signal: controller.signal }));
    controller.abort();
    const error = await pending;
    expect(error.error).toEqual({ message: API_ERROR_MESSAGES.aborted, errors: [], status: 0 });
  });
});

describe('toApiError', () => {
  it('keeps the error of an ApiRequestError', () => {
    const apiError = { message: 'ไม่พบร้านค้า', errors: [], status: 404 };
    expect(toApiError(new ApiRequestError(apiError))).toBe(apiError);
  });

  it('accepts a plain object already in the spec §8 shape', () => {
    const apiError = { message: 'ไม่สามารถดำเนินการได้', errors: [{ field: 'x', message: 'y' }], status: 409 };
    expect(toApiError(apiError)).toEqual(apiError);
  });

  it('turns anything else into a generic Thai error with status 0', () => {
    for (const value of [new Error('boom'), 'boom', undefined, null, 42, { message: 'no status' }]) {
      expect(toApiError(value)).toEqual({ message: API_ERROR_MESSAGES.generic, errors: [], status: 0 });
    }
  });
});
