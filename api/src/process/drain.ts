import type { FastifyInstance } from 'fastify';
import type { Server } from 'node:http';
import net from 'node:net';

export interface DrainOptions {
  /** Requests in flight may finish within this; then their statements are cancelled. */
  graceMs: number;
  /** After the cancel, how long their answers (a Thai 503, or what had already committed) may take. */
  cancelWaitMs?: number;
  /** How long idle keep-alive connections are left open for a request a client may be sending. */
  lingerMs?: number;
  /** Told each step as it starts, so a process stopped by its hard cap can say where it was. */
  onStep?: (step: DrainStep) => void;
}

export type DrainStep = 'finishing requests' | 'cancelling statements' | 'lingering' | 'closing the app';

export type DrainOutcome = 'drained' | 'cancelled';

/**
 * Closes one API process without cutting anyone off or leaving work to commit after it is gone:
 * 1. the shutdown gate closes: readiness says 503, new requests on open keep-alive connections get
 *    the Thai 503 with `Retry-After`, every answer carries `Connection: close`;
 * 2. the server stops accepting connections (the other processes, or the next start, take them);
 * 3. requests in flight finish, for up to `graceMs`; past that the statements they are waiting on
 *    are cancelled (pg_cancel_backend), so their transactions roll back and their clients are told
 *    so (503), or, if a statement had already committed, they are told that;
 * 4. idle keep-alive connections get a moment (`lingerMs`) for a request already on its way;
 * 5. the app closes: the pool ends once every connection is back, so no statement outlives it.
 */
export async function drainAndClose(app: FastifyInstance, options: DrainOptions): Promise<DrainOutcome> {
  const { graceMs, cancelWaitMs = 3_000, lingerMs = 1_000, onStep = () => undefined } = options;
  const gate = app.shutdownGate;
  const deadline = Date.now() + graceMs;
  gate.begin();
  stopAccepting(app.server);

  let outcome: DrainOutcome = 'drained';
  onStep('finishing requests');
  if (!(await waitUntil(() => gate.inFlight === 0, deadline))) {
    outcome = 'cancelled';
    onStep('cancelling statements');
    const waiting = gate.inFlight;
    const cancelled = await gate.cancelRunning();
    app.log.warn(
      { waiting, cancelled },
      'shutdown grace time over: the statements of requests in flight cancelled',
    );
    await waitUntil(() => gate.inFlight === 0, Date.now() + cancelWaitMs);
  }
  onStep('lingering');
  await waitUntil(() => gate.openConnections === 0, Math.min(deadline, Date.now() + lingerMs));
  onStep('closing the app');
  await app.close();
  return outcome;
}

/**
 * Stops accepting new connections and nothing else. Node's `http.Server#close` also closes every
 * idle keep-alive connection at once, and a client may be writing its next request on one at that
 * very moment: it would get a reset for a request no process ever read. `net.Server#close` only
 * stops listening; the idle connections are closed later, after the linger.
 */
function stopAccepting(server: Server): void {
  if (server.listening) net.Server.prototype.close.call(server);
}

async function waitUntil(done: () => boolean, deadline: number): Promise<boolean> {
  while (!done()) {
    if (Date.now() >= deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return true;
}
