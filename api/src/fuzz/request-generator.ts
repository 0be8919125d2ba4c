import type { RouteEntry } from '#api/plugins/route-table';
import {
  EDGE_NUMBER_LITERALS,
  edgeText,
  IMPOSSIBLE_DAYS,
  junkKey,
  junkText,
  junkValue,
  nested,
  setOwn,
} from './junk-values';
import type { Random } from './random';
import { isBounded, schemaFields, type SchemaField } from './schema-fields';

export type AuthKind = 'none' | 'member' | 'dealer' | 'admin' | 'junk';

/** One generated request, before the runner adds the bearer token its `auth` asks for. */
export interface FuzzRequest {
  method: string;
  /** Path and query exactly as sent (percent-encoded, or raw where the mutation says so). */
  url: string;
  headers: Record<string, string>;
  auth: AuthKind;
  /** Junk for `auth: 'junk'`. */
  junkAuthorization?: string;
  body?: string | Buffer;
  /** The route it was made from and what was done to the body, for the report. */
  route: string;
  bodyKind: string;
  remoteAddress: string;
}

const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD'] as const;
const RAW_PATH_PIECES = [
  '%00',
  '%ED%A0%80',
  '%C0%AF',
  '%FF',
  '%',
  '%2',
  '%zz',
  '%2e%2e%2f',
  '..',
  '.',
  '%20',
  '+',
  '%0d%0a',
];
const PLAUSIBLE = [
  '1',
  '2',
  '0',
  '-1',
  'CD1001',
  'somchai-lucky',
  'mf-lottery',
  'mf_x',
  'ORD-0001',
  'logo.svg',
  '00000000-0000-0000-0000-000000000000',
  '123456',
];
const HEADERS = [
  'x-user-ref',
  'x-store-code',
  'idempotency-key',
  'x-gre-token',
  'origin',
  'accept',
  'accept-encoding',
  'if-none-match',
  'range',
  'x-forwarded-for',
  'x-forwarded-proto',
  'x-forwarded-host',
  'cookie',
  'user-agent',
  'accept-language',
] as const;
const IPS = [...Array.from({ length: 60 }, (_, i) => `203.0.113.${i + 1}`), '2001:db8::1', '::1'];
const WRONG_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/xml',
  'application/json; charset=utf-16',
  'application/json;;',
  'multipart/form-data',
  'image/png',
  'application/octet-stream',
  '',
];
const BAD_JSON = [
  '{"a":',
  '{',
  'nul',
  '\u0000',
  "{'a':1}",
  '[1,]',
  '{"a":1}}',
  '\uFEFF{"a":1}',
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
  '{"__proto__":{"x":1}}',
  '{"constructor":{"prototype":{"x":1}}}',
];
const JUNK_AUTH = [
  'Bearer',
  'Bearer ',
  'Basic YTpi',
  'bearer x',
  `Bearer ${'A'.repeat(600)}`,
  'Bearer a b',
  'Bearer \u0000',
  'Token abc',
];
/** 1 x 1 PNG: a real image for the slip upload, so some uploads get past the type check. */
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
    '1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);

/** Percent-encodes UTF-8 (a lone surrogate becomes U+FFFD on the way, as a browser would send it). */
export function encode(text: string): string {
  return Array.from(Buffer.from(text, 'utf8'), (byte) =>
    /[A-Za-z0-9\-_.~]/.test(String.fromCharCode(byte))
      ? String.fromCharCode(byte)
      : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`,
  ).join('');
}

function pathValue(random: Random): string {
  const roll = random.next();
  if (roll < 0.25) return encode(random.pick(PLAUSIBLE));
  if (roll < 0.4) return encode(edgeText(random));
  if (roll < 0.75) return encode(junkText(random)).slice(0, random.chance(0.9) ? 150 : 5000) || 'x';
  return Array.from({ length: 1 + random.int(3) }, () => random.pick(RAW_PATH_PIECES)).join('');
}

function fillPath(random: Random, url: string): string {
  const filled = url
    .split('/')
    .map((segment) =>
      segment.startsWith(':') ? pathValue(random) : segment === '*' ? pathValue(random) : segment,
    )
    .join('/');
  return random.chance(0.05) ? `${filled}/${pathValue(random)}` : filled;
}

/** The keys a zod object schema names (query or body), so mutations hit fields the route reads. */
export function schemaKeys(schema: unknown): string[] {
  const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape && typeof shape === 'object' ? Object.keys(shape) : [];
}

function query(random: Random, route: RouteEntry): string {
  const keys = schemaKeys(route.schema?.querystring);
  const parts: string[] = [];
  for (let i = random.int(4); i > 0; i -= 1) {
    const key = keys.length > 0 && random.chance(0.7) ? random.pick(keys) : junkKey(random);
    const roll = random.next();
    const value =
      roll < 0.2
        ? encode(edgeText(random))
        : roll < 0.85
          ? encode(junkText(random))
          : random.pick(RAW_PATH_PIECES);
    const shape = random.next();
    if (shape < 0.8) parts.push(`${encode(key)}=${value}`);
    else if (shape < 0.9) parts.push(`${encode(key)}[]=${value}`, `${encode(key)}=${value}`);
    else parts.push(encode(key));
  }
  if (random.chance(0.02)) parts.push(`q=${'x'.repeat(random.pick([5000, 20_000]))}`);
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}

/** A body of the route's own fields with values a form would send, so handlers run past validation. */
export function plausibleBody(
  random: Random,
  keys: string[],
  fields: readonly SchemaField[] = [],
): Record<string, unknown> {
  const values: Record<string, unknown[]> = {
    tel: ['0812345678', '0861000001', '0999999999'],
    password: ['lucky1234', 'chokdee1234', 'wrong-pass1'],
    password_confirmation: ['lucky1234'],
    code: ['123456', '000000'],
    quantity: [1, 2, 0, 5],
    number: ['123456', '131376'],
    name: ['สมหญิง', 'ก'.repeat(60)],
    lastname: ['รักดี'],
    date_of_birth: ['1990-01-01', '2020-01-01'],
  };
  const examples = new Map(fields.map((field) => [field.key, field.example]));
  const body: Record<string, unknown> = {};
  for (const key of keys) {
    const fallback = examples.get(key) ?? junkValue(random);
    setOwn(body, key, random.pick(values[key] ?? [fallback]));
  }
  return body;
}

/** A number written into JSON exactly as given (`1e309`, 400 digits), not as JavaScript would. */
export class RawNumber {
  constructor(readonly literal: string) {}
}

/** JSON text of `value`, each `RawNumber` in it written as its literal. */
export function jsonText(value: unknown): string {
  const literals: string[] = [];
  const text = JSON.stringify(value, (_key, item: unknown) =>
    item instanceof RawNumber ? `\u0000raw${literals.push(item.literal) - 1}\u0000` : item,
  );
  return text.replace(/"\\u0000raw(\d+)\\u0000"/g, (_match, index: string) => literals[Number(index)]!);
}

/** A value at or past the edge of what `field` holds: an id beyond int4, 1e309, 2026-02-30. */
export function edgeValue(random: Random, field: SchemaField): unknown {
  const number = () =>
    random.chance(0.8) ? new RawNumber(random.pick(EDGE_NUMBER_LITERALS)) : random.pick(EDGE_NUMBER_LITERALS);
  switch (field.kind) {
    case 'day':
      return random.pick(IMPOSSIBLE_DAYS);
    case 'digits':
      return edgeText(random);
    case 'integers':
      return random.chance(0.5) ? [number()] : [field.example, number()];
    default:
      return number();
  }
}

/** The route's plausible body with its numbers and days (one, or all) pushed past their edges. */
function edgeBody(random: Random, keys: string[], fields: readonly SchemaField[]): Record<string, unknown> {
  const object = plausibleBody(random, keys, fields);
  const bounded = fields.filter(isBounded);
  const targets =
    bounded.length === 0
      ? [{ key: keys.length > 0 ? random.pick(keys) : junkKey(random), kind: 'integer', example: 1 } as const]
      : random.chance(0.7)
        ? [random.pick(bounded)]
        : bounded;
  for (const field of targets) setOwn(object, field.key, edgeValue(random, field));
  return object;
}

function multipart(random: Random): { contentType: string; body: Buffer } {
  const boundary = random.chance(0.9) ? `----fuzz${random.int(1e9)}` : junkText(random).slice(0, 80);
  const parts: Buffer[] = [];
  for (let i = 1 + random.int(3); i > 0; i -= 1) {
    const asFile = random.chance(0.5);
    const name = random.chance(0.7) ? random.pick(['file', 'payment_channel']) : junkKey(random);
    const head = asFile
      ? `Content-Disposition: form-data; name="${name}"; filename="${random.chance(0.8) ? 'slip.png' : junkText(random).slice(0, 50)}"\r\nContent-Type: image/png\r\n\r\n`
      : `Content-Disposition: form-data; name="${name}"\r\n\r\n`;
    const content = asFile
      ? random.chance(0.5)
        ? PNG
        : Buffer.from(junkText(random))
      : Buffer.from(junkText(random).slice(0, 300));
    parts.push(Buffer.from(`--${boundary}\r\n${head}`), content, Buffer.from('\r\n'));
  }
  if (random.chance(0.8)) parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { contentType: `multipart/form-data; boundary=${boundary}`, body: Buffer.concat(parts) };
}

function body(
  random: Random,
  route: RouteEntry,
  headers: Record<string, string>,
): { kind: string; body?: string | Buffer } {
  const keys = schemaKeys(route.schema?.body);
  const fields = schemaFields(route.schema?.body);
  const json = (text: string) => {
    headers['content-type'] = 'application/json';
    return text;
  };
  const roll = random.next();
  if (roll < 0.1) return { kind: 'none' };
  if (roll < 0.22) return { kind: 'json-edge', body: json(jsonText(edgeBody(random, keys, fields))) };
  if (roll < 0.35) {
    const object: Record<string, unknown> = {};
    for (const key of keys.length > 0 ? keys : [junkKey(random)])
      setOwn(object, key, random.chance(0.8) ? junkValue(random) : undefined);
    if (random.chance(0.2)) setOwn(object, junkKey(random), junkValue(random));
    return { kind: 'json-mutated', body: json(JSON.stringify(object)) };
  }
  if (roll < 0.5) {
    const object = plausibleBody(random, keys, fields);
    if (keys.length > 0) object[random.pick(keys)] = junkValue(random);
    return { kind: 'json-one-bad-field', body: json(JSON.stringify(object)) };
  }
  if (roll < 0.55)
    return { kind: 'json-plausible', body: json(JSON.stringify(plausibleBody(random, keys, fields))) };
  if (roll < 0.6) return { kind: 'json-empty', body: json('') };
  if (roll < 0.67) return { kind: 'json-invalid', body: json(random.pick(BAD_JSON)) };
  if (roll < 0.71)
    return { kind: 'json-top-level', body: json(random.pick(['[]', '"x"', '1', 'null', 'true', '[{}]'])) };
  if (roll < 0.75) {
    const depth = random.pick([50, 1000, 100_000]);
    return {
      kind: 'json-deep',
      body: json(
        random.chance(0.5)
          ? `${'['.repeat(depth)}${']'.repeat(depth)}`
          : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`,
      ),
    };
  }
  if (roll < 0.77)
    return { kind: 'json-huge', body: json(JSON.stringify({ [keys[0] ?? 'a']: 'x'.repeat(1_100_000) })) };
  if (roll < 0.78)
    return {
      kind: 'json-nested-value',
      body: json(JSON.stringify({ [keys[0] ?? 'a']: nested(random, 60) })),
    };
  if (roll < 0.88) {
    headers['content-type'] = random.pick(WRONG_TYPES);
    return {
      kind: 'wrong-content-type',
      body: random.chance(0.5) ? `a=1&b=${encode(junkText(random))}` : junkText(random).slice(0, 2000),
    };
  }
  if (roll < 0.96) {
    const form = multipart(random);
    headers['content-type'] = form.contentType;
    return { kind: 'multipart', body: form.body };
  }
  headers['content-type'] = junkText(random).slice(0, 200);
  return { kind: 'junk-content-type', body: junkText(random).slice(0, 500) };
}

function authKind(random: Random): AuthKind {
  const roll = random.next();
  if (roll < 0.4) return 'none';
  if (roll < 0.65) return 'member';
  if (roll < 0.8) return 'dealer';
  if (roll < 0.9) return 'admin';
  return 'junk';
}

/** One bad request for one of the routes, everything about it drawn from `random`. */
export function generateRequest(random: Random, routes: readonly RouteEntry[]): FuzzRequest {
  const route = random.pick(routes);
  const method = random.chance(0.85) ? random.pick(route.methods) : random.pick(METHODS);
  const headers: Record<string, string> = {};
  for (let i = random.int(3); i > 0; i -= 1) {
    headers[random.pick(HEADERS)] = random.chance(0.1)
      ? 'h'.repeat(random.pick([9000, 40_000]))
      : junkText(random).slice(0, 500);
  }
  const withBody = (method !== 'GET' && method !== 'HEAD') || random.chance(0.05);
  const made = withBody ? body(random, route, headers) : { kind: 'none' };
  const auth = authKind(random);
  return {
    method,
    url: fillPath(random, route.url) + query(random, route),
    headers,
    auth,
    junkAuthorization:
      auth === 'junk'
        ? random.chance(0.6)
          ? random.pick(JUNK_AUTH)
          : `Bearer ${junkText(random).slice(0, 200)}`
        : undefined,
    body: made.body,
    route: `${route.methods.join(',')} ${route.url}`,
    bodyKind: made.kind,
    remoteAddress: random.pick(IPS),
  };
}
