/** PostgreSQL's `deadlock_detected`: the server rolled one side back, and trying again succeeds. */
const DEADLOCK = '40P01';

function isDeadlock(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === DEADLOCK;
}

/**
 * Runs `work` again when PostgreSQL picked it as a deadlock's victim. API processes starting
 * together each make pg-boss's queues (tables and partitions under their own locks), and two of
 * them can deadlock there; the loser of one try wins the next instead of crashing its process.
 */
export async function retryOnDeadlock<T>(work: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (!isDeadlock(error) || attempt >= attempts) throw error;
    }
  }
}
