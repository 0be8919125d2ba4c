/** How long the console waits for a remote's manifest before calling it down. */
const TIMEOUT_MS = 3000;

/**
 * Does the remote's `mf-manifest.json` answer 2xx with JSON? Only registered entries are checked
 * (an admin registered them), never a URL from the request.
 */
export async function manifestAnswers(entry: string, fetcher: typeof fetch = fetch): Promise<boolean> {
  try {
    const response = await fetcher(entry, { signal: AbortSignal.timeout(TIMEOUT_MS), redirect: 'error' });
    if (!response.ok) return false;
    await response.json();
    return true;
  } catch {
    return false;
  }
}
