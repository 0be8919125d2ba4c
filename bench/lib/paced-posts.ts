// An open-loop load: POST i is due at start + i / rate, whether or not the earlier ones have been
// answered, and its latency counts from when it was due. A closed loop (autocannon's N connections,
// each waiting for its answer) sends less when the server slows, so its tail hides the waits a
// real crowd of buyers would see; this answers "does it hold R requests a second within T ms".
import http from 'node:http';
import { DelayHistogram, sharedNow } from './delay-histogram';

export interface PacedPost {
  path: string;
  body: string;
  headers: Record<string, string>;
}

export interface PacedRun {
  /** Requests per second asked for. */
  offered: number;
  /** Answers per second, from the first due time to the last answer. */
  achieved: number;
  latency: DelayHistogram;
  statuses: Record<number, number>;
  /** Requests that got no answer (a reset or a refused connection). */
  errors: number;
}

/** Sends every post at `ratePerSecond`, over at most `maxSockets` keep-alive connections. */
export async function pacedPosts(
  baseUrl: string,
  posts: PacedPost[],
  ratePerSecond: number,
  maxSockets = 256,
): Promise<PacedRun> {
  const agent = new http.Agent({ keepAlive: true, maxSockets });
  const latency = new DelayHistogram();
  const statuses: Record<number, number> = {};
  let errors = 0;
  const send = (post: PacedPost) =>
    new Promise<number>((resolve, reject) => {
      const request = http.request(`${baseUrl}${post.path}`, {
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', ...post.headers },
      });
      request.on('response', (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      });
      request.on('error', reject);
      request.end(post.body);
    });

  const everyMs = 1000 / ratePerSecond;
  const startedAt = sharedNow() + 50;
  let lastAnswer = startedAt;
  const pending: Promise<void>[] = [];
  for (let i = 0; i < posts.length; i += 1) {
    const due = startedAt + i * everyMs;
    const wait = due - sharedNow();
    // Timers are coarse: sleep only when a request is a whole millisecond or more ahead.
    if (wait >= 1) await new Promise((r) => setTimeout(r, wait));
    pending.push(
      send(posts[i]!).then(
        (status) => {
          lastAnswer = sharedNow();
          latency.add(lastAnswer - due);
          statuses[status] = (statuses[status] ?? 0) + 1;
        },
        () => {
          errors += 1;
        },
      ),
    );
  }
  await Promise.all(pending);
  agent.destroy();
  const seconds = (lastAnswer - startedAt) / 1000;
  return { offered: ratePerSecond, achieved: latency.total / seconds, latency, statuses, errors };
}
