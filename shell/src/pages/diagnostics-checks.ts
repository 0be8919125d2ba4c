import { $apiConfig } from '@chokdee/shared-kernel/api/config';

export interface ApiHealth {
  ok: boolean;
  /** How long the answer took, in ms. */
  latencyMs: number;
}

/** GET {api}/health: the API process answers `{ data: { status: 'ok' } }` when it is up. */
export async function checkApiHealth(signal?: AbortSignal): Promise<ApiHealth> {
  const started = performance.now();
  const response = await fetch(`${$apiConfig.get().publicUrl}/health`, {
    signal,
    headers: { Accept: 'application/json' },
  });
  const body = (await response.json().catch(() => null)) as { data?: { status?: unknown } } | null;
  return {
    ok: response.ok && body?.data?.status === 'ok',
    latencyMs: Math.round(performance.now() - started),
  };
}
