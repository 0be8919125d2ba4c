import Fastify, { type FastifyInstance } from 'fastify';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { registerKeepAliveRecycling } from './keep-alive-recycling';

let app: FastifyInstance;
let port: number;
let connections = 0;
let clock = 0;
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

beforeAll(async () => {
  app = Fastify();
  registerKeepAliveRecycling(app, { maxRequests: 3, maxSeconds: 60 }, () => clock);
  app.get('/', async () => ({ ok: true }));
  app.server.on('connection', () => (connections += 1));
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  agent.destroy();
  await app.close();
});

function connectionHeader(): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: '/', agent }, (response) => {
        response.resume();
        response.on('end', () => resolve(response.headers.connection));
      })
      .on('error', reject);
  });
}

test('a keep-alive connection is closed after its 3rd answer, and the client opens a new one', async () => {
  expect([await connectionHeader(), await connectionHeader(), await connectionHeader()]).toEqual([
    'keep-alive',
    'keep-alive',
    'close',
  ]);
  expect(await connectionHeader()).toBe('keep-alive');
  expect(connections).toBe(2);
});

test('and after its lifetime, however few requests it carried', async () => {
  clock += 61_000;
  expect(await connectionHeader()).toBe('close');
  expect(await connectionHeader()).toBe('keep-alive');
  expect(connections).toBe(3);
});
