import Fastify, { type FastifyInstance } from 'fastify';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { MESSAGES } from '#api/lib/messages';
import { registerShutdownGate } from '#api/plugins/shutdown-gate';
import { drainAndClose } from './drain';

/** An app with the shutdown gate and two routes: `/fast`, and `/slow` that waits for `release`. */
async function listeningApp(cancelRunning: () => Promise<number> = async () => 0) {
  const app = Fastify();
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  registerShutdownGate(app, { cancelRunning });
  app.get('/fast', async () => ({ ok: true }));
  app.get('/slow', async () => {
    await released;
    return { ok: 'slow' };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, port: (app.server.address() as AddressInfo).port, release };
}

interface Answer {
  status: number;
  connection: string | undefined;
  retryAfter: string | undefined;
  body: unknown;
}

function get(port: number, path: string, agent: http.Agent): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path, agent }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          connection: response.headers.connection,
          retryAfter: response.headers['retry-after'],
          body: text ? JSON.parse(text) : undefined,
        }),
      );
    });
    request.on('error', reject);
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const agents: http.Agent[] = [];
const keepAliveAgent = () => {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  agents.push(agent);
  return agent;
};
afterEach(() => agents.splice(0).forEach((agent) => agent.destroy()));

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

test('requests in flight finish; one on an idle keep-alive connection gets the Thai 503; new connections are refused', async () => {
  const started = await listeningApp();
  app = started.app;
  const { port, release } = started;
  const idle = keepAliveAgent();
  expect((await get(port, '/fast', idle)).connection).toBe('keep-alive');

  const slow = get(port, '/slow', keepAliveAgent());
  await sleep(100);
  const drained = drainAndClose(app, { graceMs: 5_000, lingerMs: 300 });
  await sleep(50);

  // A request on the connection that was idle when the shutdown began: answered, never reset.
  expect(await get(port, '/fast', idle)).toEqual({
    status: 503,
    connection: 'close',
    retryAfter: '1',
    body: { message: MESSAGES.serverRestarting, errors: [], status: 503 },
  });
  // No new connection is accepted.
  await expect(get(port, '/fast', new http.Agent())).rejects.toMatchObject({ code: 'ECONNREFUSED' });

  release();
  expect(await slow).toEqual({
    status: 200,
    connection: 'close',
    retryAfter: undefined,
    body: { ok: 'slow' },
  });
  expect(await drained).toBe('drained');
});

test('past the grace time the statements of requests in flight are cancelled, and their answers still go out', async () => {
  let releaseSlow: () => void = () => undefined;
  const cancelRunning = jest.fn(async () => {
    // What a cancelled statement does: the request fails at once and is answered.
    releaseSlow();
    return 1;
  });
  const started = await listeningApp(cancelRunning);
  app = started.app;
  releaseSlow = started.release;

  const slow = get(started.port, '/slow', keepAliveAgent());
  await sleep(100);
  const began = Date.now();
  const outcome = await drainAndClose(app, { graceMs: 300, lingerMs: 100 });
  expect(outcome).toBe('cancelled');
  expect(cancelRunning).toHaveBeenCalledTimes(1);
  expect(Date.now() - began).toBeLessThan(2_000);
  expect((await slow).status).toBe(200);
});
