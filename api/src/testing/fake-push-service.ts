import {
  createECDH,
  createPublicKey,
  hkdfSync,
  createDecipheriv,
  randomBytes,
  verify,
  type ECDH,
} from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for a browser's push service (FCM, Mozilla's…), for tests: it hands out subscriptions
 * the way a browser makes them (its own P-256 key pair and auth secret), takes web push requests
 * (RFC 8030), checks their VAPID JWT (RFC 8292: ES256 signature by the `k` key, audience = the
 * endpoint's origin, expiry within a day) and decrypts the aes128gcm body (RFC 8291) with the
 * subscription's private key, as the browser would. What it took is in `inbox`.
 */
export interface FakePushService {
  url: string;
  /** A new browser subscription on this service, in `PushSubscription.toJSON()`'s shape. */
  subscribe(): FakeSubscription;
  /** Messages taken, oldest first. */
  readonly inbox: ReceivedPush[];
  /** Requests refused for a bad VAPID header or body, with why. */
  readonly refused: { endpoint: string; reason: string }[];
  /** Answer every later message to this endpoint with `status` (410: unsubscribed; 500: down). */
  answerWith(endpoint: string, status: number): void;
  /** Resolves with the first message that matches, waiting up to `timeoutMs`. */
  waitFor(match: (push: ReceivedPush) => boolean, timeoutMs?: number): Promise<ReceivedPush>;
  close(): Promise<void>;
}

export interface FakeSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface ReceivedPush {
  endpoint: string;
  ttl: number;
  urgency: string | undefined;
  /** The VAPID public key that signed it (base64url). */
  vapidKey: string;
  /** The JWT's `sub`: the contact the push service may write to. */
  subject: string;
  /** The decrypted body, as text. */
  text: string;
  /** The decrypted body parsed as JSON. */
  payload: unknown;
}

interface BrowserKeys {
  ecdh: ECDH;
  auth: Buffer;
}

const b64url = (data: Buffer) => data.toString('base64url');

/** A verified VAPID header's `k` and claims, or why it is not one. */
export function checkVapid(
  header: string | undefined,
  audience: string,
  now = Date.now(),
): { key: string; subject: string } | { problem: string } {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!match) return { problem: 'no vapid authorization' };
  const [, token, key] = match as unknown as [string, string, string];
  const parts = token.split('.');
  if (parts.length !== 3) return { problem: 'malformed jwt' };
  const [head, claimsPart, signature] = parts as [string, string, string];
  const point = Buffer.from(key, 'base64url');
  if (point.length !== 65 || point[0] !== 4) return { problem: 'k is not a P-256 point' };
  const publicKey = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64url(point.subarray(1, 33)), y: b64url(point.subarray(33)) },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${claimsPart}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) return { problem: 'bad signature' };
  const alg = (JSON.parse(Buffer.from(head, 'base64url').toString()) as { alg?: string }).alg;
  if (alg !== 'ES256') return { problem: `alg ${alg}` };
  const claims = JSON.parse(Buffer.from(claimsPart, 'base64url').toString()) as {
    aud?: string;
    exp?: number;
    sub?: string;
  };
  if (claims.aud !== audience) return { problem: `audience ${claims.aud}` };
  const seconds = now / 1000;
  if (!claims.exp || claims.exp <= seconds || claims.exp > seconds + 24 * 3600) return { problem: 'bad exp' };
  if (!claims.sub || !/^(mailto:|https:)/.test(claims.sub)) return { problem: 'bad sub' };
  return { key, subject: claims.sub };
}

/** RFC 8291 + RFC 8188: the aes128gcm body of one record, decrypted with the browser's keys. */
export function decryptPush(body: Buffer, keys: BrowserKeys): Buffer {
  const salt = body.subarray(0, 16);
  const idLength = body[20]!;
  const senderKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const browserKey = keys.ecdh.getPublicKey();
  const shared = keys.ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), browserKey, senderKey]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, keys.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 2, then any zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end);
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function startFakePushService({ host = '127.0.0.1', port = 0 } = {}): Promise<FakePushService> {
  const browsers = new Map<string, BrowserKeys>();
  const answers = new Map<string, number>();
  const inbox: ReceivedPush[] = [];
  const refused: { endpoint: string; reason: string }[] = [];
  const waiters = new Set<() => void>();
  let origin = '';

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const endpoint = `${origin}${req.url ?? ''}`;
    const browser = browsers.get(endpoint);
    const body = await readBody(req);
    if (req.method !== 'POST' || !browser) return void res.writeHead(404).end();
    const forced = answers.get(endpoint);
    if (forced !== undefined) return void res.writeHead(forced).end();
    const refuse = (status: number, reason: string) => {
      refused.push({ endpoint, reason });
      res.writeHead(status).end(reason);
    };
    const vapid = checkVapid(req.headers.authorization, origin);
    if ('problem' in vapid) return refuse(403, vapid.problem);
    if (req.headers['content-encoding'] !== 'aes128gcm') return refuse(415, 'not aes128gcm');
    const ttl = Number(req.headers.ttl);
    if (!Number.isInteger(ttl) || ttl < 0) return refuse(400, 'no TTL');
    let text: string;
    try {
      text = decryptPush(body, browser).toString('utf8');
    } catch (error) {
      return refuse(400, `cannot decrypt: ${(error as Error).message}`);
    }
    let payload: unknown = null;
    try {
      payload = JSON.parse(text);
    } catch {
      // Not JSON: the text is still in the inbox.
    }
    const urgency = req.headers.urgency;
    inbox.push({
      endpoint,
      ttl,
      urgency: typeof urgency === 'string' ? urgency : undefined,
      vapidKey: vapid.key,
      subject: vapid.subject,
      text,
      payload,
    });
    for (const wake of waiters) wake();
    res.writeHead(201, { location: `${endpoint}/messages/${inbox.length}` }).end();
  }

  const server = createServer((req, res) => {
    handle(req, res).catch(() => res.writeHead(500).end());
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  origin = `http://${host}:${(server.address() as AddressInfo).port}`;

  return {
    url: origin,
    inbox,
    refused,
    subscribe() {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const endpoint = `${origin}/push/${randomBytes(12).toString('hex')}`;
      browsers.set(endpoint, { ecdh, auth });
      return { endpoint, keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(auth) } };
    },
    answerWith(endpoint, status) {
      answers.set(endpoint, status);
    },
    waitFor(match, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = inbox.find(match);
          if (!found) return false;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no push matched within ${timeoutMs} ms (inbox: ${inbox.length})`));
        }, timeoutMs);
        if (!check()) waiters.add(check);
      });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
