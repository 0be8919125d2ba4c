/**
 * Test helper: replaces `globalThis.fetch` with a handler, so the real API client (ky, hooks,
 * schemas) runs end to end without a server. Needs the Node test environment (fetch globals).
 */
export type FetchHandler = (request: Request) => Response | Promise<Response>;

export interface FetchMock {
  /** Every request the client sent, in order. */
  calls: Request[];
  restore(): void;
}

export function mockFetch(handler: FetchHandler): FetchMock {
  const original = globalThis.fetch;
  const calls: Request[] = [];
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    calls.push(request.clone());
    return handler(request);
  };
  return {
    calls,
    restore: () => {
      globalThis.fetch = original;
    },
  };
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}
