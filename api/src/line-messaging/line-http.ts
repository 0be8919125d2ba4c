/** LINE answered an error the request cannot fix by being sent again (4xx). */
export class LineRefusedError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
  ) {
    super(`LINE answered ${status}`);
  }
}
/** LINE could not be reached, answered 429 or 5xx, or nonsense: worth another try later. */
export class LineUnavailableError extends Error {}

const TIMEOUT_MS = 10_000;

/** One call to LINE: the answer on 2xx; 429 and 5xx and network errors as unavailable; other 4xx refused. */
export async function callLine(url: string, init: RequestInit): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    throw new LineUnavailableError(`LINE unreachable: ${String(error)}`, { cause: error });
  }
  if (response.ok) return response;
  // LINE's error text names the problem, never a secret of ours: safe to log, cut short.
  const body = (await response.text().catch(() => '')).slice(0, 500);
  if (response.status === 429 || response.status >= 500) {
    throw new LineUnavailableError(`LINE answered ${response.status}: ${body}`);
  }
  throw new LineRefusedError(response.status, body);
}

export async function jsonOf(response: Response): Promise<unknown> {
  return response.json().catch((error: unknown) => {
    throw new LineUnavailableError('LINE answered a body that is not JSON', { cause: error });
  });
}
