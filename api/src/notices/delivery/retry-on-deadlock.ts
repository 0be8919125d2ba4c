/** PostgreSQL's `deadlock_detected`: the server rolled one side back, and trying again succeeds. */
const DEADLOCK = '40P01';

function isDeadlock(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === DEADLOCK;
}

/**
 * Runs `work` again when PostgreSQL picked it as a deadlock's victim. API processes starting
 * together each make pg-boss's queues (tables and partitions under their own locks), and two of
 * them can deadlock there; the loser of one try wins the next instead of crashing its process.
 * Each retry waits a random moment first: two processes retrying at once meet again in the same
 * deadlock (three tries in lockstep were seen to lose all three).
 */
export async function retryOnDeadlock<T>(
  work: () => Promise<T>,
  attempts = 6,
  pauseMs: () => number = () => 50 + Math.random() * 400,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (!isDeadlock(error) || attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, pauseMs()));
    }
  }
}
