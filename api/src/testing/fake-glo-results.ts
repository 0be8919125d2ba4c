import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';

/** The real answer GLO gave for the 2026-09-01 draw (a copy of shared/data/glo). */
export const RECORDED_GLO_ANSWER_FILE = path.join(
  __dirname,
  '..',
  'results',
  '__fixtures__',
  'glo-latest-2026-09-01.json',
);

export interface FakeGloResults {
  url: string;
  close: () => Promise<void>;
}

/**
 * A stand-in for GLO's latest-results call, for the e2e suite and local tries of the importer:
 * every POST answers the current answer (at first the recorded real one); `PUT /__answer` with a
 * JSON body replaces it, so a journey can publish the results of a draw it has just bought into.
 */
export async function startFakeGloResults(port: number): Promise<FakeGloResults> {
  let answer = readFileSync(RECORDED_GLO_ANSWER_FILE, 'utf8');
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method === 'PUT' && request.url === '/__answer') {
        const body = Buffer.concat(chunks).toString('utf8');
        try {
          JSON.parse(body);
        } catch {
          response.writeHead(400).end('not JSON');
          return;
        }
        answer = body;
        response.writeHead(204).end();
        return;
      }
      if (request.method === 'GET') {
        // A readiness probe (Playwright's webServer waits for a 2xx).
        response.writeHead(200, { 'content-type': 'text/plain' }).end('fake GLO results');
        return;
      }
      if (request.method !== 'POST') {
        response.writeHead(405).end();
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end(answer);
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return {
    url: `http://127.0.0.1:${actualPort}/api/lottery/getLatestLottery`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
