import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeThaiBulkSmsOptions {
  apiKey: string;
  apiSecret: string;
  port?: number;
  host?: string;
}

/** One text the stand-in took, as a phone would receive it. */
export interface FakeText {
  msisdn: string;
  message: string;
  sender: string;
}

/** One request as it arrived, for tests of the request's shape. */
export interface FakeRequest {
  method: string;
  path: string;
  contentType: string | undefined;
  authorization: string | undefined;
  form: Record<string, string>;
}

/**
 * How the next sends are answered: `ok`; `refuse` (the error answer of an account out of credit);
 * `fail` (a 500); `hang` (no answer at all) or `stall` (the status and half the body, then
 * nothing): the connection stays open until the caller gives up or the stand-in closes.
 */
export type FakeThaiBulkSmsMode = 'ok' | 'refuse' | 'fail' | 'hang' | 'stall';

export interface FakeThaiBulkSms {
  /** The base URL to give the API as THAIBULKSMS_URL. */
  url: string;
  readonly texts: FakeText[];
  readonly requests: FakeRequest[];
  setMode(mode: FakeThaiBulkSmsMode): void;
  close(): Promise<void>;
}

/** Thai mobile numbers as the provider takes them: `0812345678` or `66812345678`. */
const THAI_MOBILE = /^(0|66)[689]\d{8}$/;

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

const errorBody = (code: number, name: string, description: string) => ({
  error: { code, name, description },
});

async function readForm(req: IncomingMessage): Promise<Record<string, string>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
}

/**
 * A stand-in for ThaiBulkSMS' v2 send API on loopback, for tests and local runs: `POST /sms` with
 * HTTP Basic auth (API key : secret) and a form body `msisdn`, `message`, `sender`, answered 201
 * with `phone_number_list` / `bad_phone_number_list`, or `{ error: { code, name, description } }`.
 * `GET /texts?msisdn=` (the stand-in's own) lists what it took, as the phone would show it.
 */
export async function startFakeThaiBulkSms(options: FakeThaiBulkSmsOptions): Promise<FakeThaiBulkSms> {
  const texts: FakeText[] = [];
  const requests: FakeRequest[] = [];
  let mode: FakeThaiBulkSmsMode = 'ok';
  let credit = 1000;
  const expectedAuth = `Basic ${Buffer.from(`${options.apiKey}:${options.apiSecret}`).toString('base64')}`;

  const send = async (req: IncomingMessage, res: ServerResponse) => {
    const form = await readForm(req);
    requests.push({
      method: req.method ?? '',
      path: '/sms',
      contentType: req.headers['content-type'],
      authorization: req.headers.authorization,
      form,
    });
    if (mode === 'hang') return; // no answer at all: the caller's timeout has to end it
    if (mode === 'stall')
      return void res.writeHead(201, { 'content-type': 'application/json' }).write('{"remaining_');
    if (mode === 'fail') return json(res, 500, errorBody(500, 'INTERNAL_SERVER_ERROR', 'Internal error'));
    if (req.headers.authorization !== expectedAuth) {
      return json(res, 401, errorBody(401, 'ERROR_UNAUTHORIZED', 'Invalid API key or secret'));
    }
    if (!req.headers['content-type']?.startsWith('application/x-www-form-urlencoded')) {
      return json(res, 400, errorBody(400, 'ERROR_BAD_REQUEST', 'Form body expected'));
    }
    const { msisdn, message, sender } = form;
    if (!msisdn || !message || !sender) {
      return json(res, 400, errorBody(400, 'ERROR_BAD_REQUEST', 'msisdn, message and sender are required'));
    }
    if (mode === 'refuse') {
      return json(res, 400, errorBody(400, 'ERROR_INSUFFICIENT_CREDIT', 'Not enough credit'));
    }
    const good = msisdn.split(',').filter((number) => THAI_MOBILE.test(number));
    const bad = msisdn.split(',').filter((number) => !THAI_MOBILE.test(number));
    for (const number of good) texts.push({ msisdn: number, message, sender });
    credit -= good.length;
    json(res, 201, {
      remaining_credit: credit,
      total_use_credit: good.length,
      credit_type: 'standard',
      phone_number_list: good.map((number) => ({ number, message_id: randomUUID(), used_credit: 1 })),
      bad_phone_number_list: bad.map((number) => ({ number, message: 'Invalid phone number' })),
    });
  };

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake-thaibulksms');
    if (req.method === 'POST' && url.pathname === '/sms') {
      return void send(req, res).catch(() => json(res, 500, errorBody(500, 'INTERNAL_SERVER_ERROR', '')));
    }
    if (req.method === 'GET' && url.pathname === '/texts') {
      const msisdn = url.searchParams.get('msisdn');
      return json(res, 200, msisdn ? texts.filter((text) => text.msisdn === msisdn) : texts);
    }
    json(res, 404, errorBody(404, 'ERROR_NOT_FOUND', 'Not found'));
  });

  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${port}`,
    texts,
    requests,
    setMode(next) {
      mode = next;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
