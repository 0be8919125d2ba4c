import type { FastifyInstance } from 'fastify';
import type { IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PassThrough } from 'node:stream';
import { MESSAGES } from '#api/lib/messages';
import { buildTestApp } from '#api/test/build-test-app';
import { registerMember, type MemberSession } from '#api/test/member-session';
import { rawUpload } from '#api/test/raw-http';
import { PRAY_MESSAGES } from '@chokdee/shared-contract/schemas/pray';
import { drainRequest } from './refused-body-drain';

jest.setTimeout(120_000);

/** A real listening server: the reset happens on the socket, which `inject` has none of. */
let app: FastifyInstance;
let port: number;
let member: MemberSession;
beforeAll(async () => {
  app = await buildTestApp();
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
  member = await registerMember(app);
});
afterAll(() => app.close());

const MB = 1024 * 1024;
const ROUNDS = 8;

/** Each round: the whole body went out, no reset, and the Thai 413 came back. */
async function expectAnsweredEveryTime(send: () => ReturnType<typeof rawUpload>, message: string) {
  for (let round = 0; round < ROUNDS; round += 1) {
    const outcome = await send();
    expect({ round, error: outcome.error, status: outcome.answer?.status }).toEqual({
      round,
      error: null,
      status: 413,
    });
    expect(JSON.parse(outcome.answer!.body)).toMatchObject({ message, status: 413 });
  }
}

test('a JSON body over the limit, by Content-Length: the 413 in Thai reaches a client that sends it all', async () => {
  const size = 8 * MB;
  await expectAnsweredEveryTime(
    () =>
      rawUpload(
        port,
        `POST /public/v3/cookie-consents HTTP/1.1\r\nHost: a\r\nContent-Type: application/json\r\nContent-Length: ${size}\r\n\r\n`,
        size,
      ),
    MESSAGES.payloadTooLarge,
  );
});

test('the same body sent chunked (the limit found while reading): answered, never reset', async () => {
  const size = 8 * MB;
  await expectAnsweredEveryTime(
    () =>
      rawUpload(
        port,
        `POST /public/v3/cookie-consents HTTP/1.1\r\nHost: a\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n${size.toString(16)}\r\n`,
        size,
        { tail: '\r\n0\r\n\r\n' },
      ),
    MESSAGES.payloadTooLarge,
  );
});

test('a 7 MB picture to a 5 MB upload: the Thai 413 of the form, never a reset', async () => {
  const draft = await app.inject({
    method: 'POST',
    url: '/public/v1/members/pray/projects',
    headers: member.headers,
    payload: { title: 'รูปใหญ่' },
  });
  const id = draft.json().data.id as number;
  const boundary = 'chokdee-boundary';
  const partHead = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`;
  const tail = `\r\n--${boundary}--\r\n`;
  const size = 7 * MB;
  const length = Buffer.byteLength(partHead) + size + Buffer.byteLength(tail);
  await expectAnsweredEveryTime(
    () =>
      rawUpload(
        port,
        `POST /public/v1/members/pray/projects/${id}/pictures HTTP/1.1\r\nHost: a\r\nAuthorization: ${member.headers.authorization}\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${length}\r\n\r\n${partHead}`,
        size,
        { tail },
      ),
    PRAY_MESSAGES.pictureTooLarge,
  );
});

describe('drainRequest', () => {
  const body = () => Object.assign(new PassThrough(), { complete: false }) as unknown as IncomingMessage;

  test('true once the rest of the body has been read and thrown away', async () => {
    const raw = body();
    const drained = drainRequest(raw, { maxBytes: 100, timeoutMs: 1000 });
    (raw as unknown as PassThrough).end(Buffer.alloc(80));
    expect(await drained).toBe(true);
  });

  test('false past the byte limit or the time limit: the connection is then closed with the answer', async () => {
    const big = body();
    const tooMuch = drainRequest(big, { maxBytes: 100, timeoutMs: 1000 });
    (big as unknown as PassThrough).write(Buffer.alloc(150));
    expect(await tooMuch).toBe(false);
    const slow = body();
    expect(await drainRequest(slow, { maxBytes: 100, timeoutMs: 50 })).toBe(false);
  });

  test('a request already read in full is done at once', async () => {
    const raw = Object.assign(new PassThrough(), { complete: true }) as unknown as IncomingMessage;
    expect(await drainRequest(raw, { maxBytes: 1, timeoutMs: 1 })).toBe(true);
  });
});
