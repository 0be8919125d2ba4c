import http from 'node:http';

/** How one request ended, from the client's side. */
export type CallOutcome =
  /** An HTTP answer arrived (any status). */
  | 'answered'
  /** The connection broke after the request was sent (ECONNRESET, EPIPE, "socket hang up"). */
  | 'reset'
  /** No process accepted the connection: nothing was sent. */
  | 'refused'
  /** No answer within the client's patience. */
  | 'timeout';

export interface CallResult {
  outcome: CallOutcome;
  /** Sent on a keep-alive connection that had carried an earlier request (false: a new one). */
  reusedSocket?: boolean;
  /** Retry-After of the answer, seconds. */
  retryAfter?: number;
  status?: number;
  body?: string;
  errorCode?: string;
}

export interface CallRequest {
  method: 'GET' | 'POST' | 'DELETE';
  path: string;
  headers?: Record<string, string>;
  body?: unknown;
}

/** One request on `agent` (one keep-alive connection per simulated client), never rejecting. */
export function call(baseUrl: string, agent: http.Agent, request: CallRequest, timeoutMs = 15_000) {
  return new Promise<CallResult>((resolve) => {
    const payload = request.body === undefined ? undefined : JSON.stringify(request.body);
    const req = http.request(
      `${baseUrl}${request.path}`,
      {
        method: request.method,
        agent,
        headers: {
          ...request.headers,
          ...(payload === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
        },
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        const retryAfter = Number(response.headers['retry-after']);
        response.on('end', () =>
          resolve({
            outcome: 'answered',
            status: response.statusCode,
            body,
            reusedSocket: req.reusedSocket,
            ...(Number.isFinite(retryAfter) ? { retryAfter } : {}),
          }),
        );
        response.on('error', (error: NodeJS.ErrnoException) =>
          resolve({
            outcome: 'reset',
            errorCode: error.code ?? error.message,
            reusedSocket: req.reusedSocket,
          }),
        );
      },
    );
    req.setTimeout(timeoutMs, () =>
      req.destroy(Object.assign(new Error('client timeout'), { code: 'TIMEOUT' })),
    );
    req.on('error', (error: NodeJS.ErrnoException) => {
      const code = error.code ?? error.message;
      if (code === 'TIMEOUT') resolve({ outcome: 'timeout', errorCode: code });
      else if (code === 'ECONNREFUSED') resolve({ outcome: 'refused', errorCode: code });
      else resolve({ outcome: 'reset', errorCode: code, reusedSocket: req.reusedSocket });
    });
    req.end(payload);
  });
}

const THAI = /[\u0E00-\u0E7F]/;

/** A refusal in the API's shape: `{ message, errors, status }`, the message in Thai, the status the same. */
export function isThaiRefusal(result: CallResult): boolean {
  try {
    const body = JSON.parse(result.body ?? '') as { message?: unknown; errors?: unknown; status?: unknown };
    return (
      typeof body.message === 'string' &&
      THAI.test(body.message) &&
      Array.isArray(body.errors) &&
      body.status === result.status
    );
  } catch {
    return false;
  }
}
