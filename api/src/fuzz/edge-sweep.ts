import type { RouteEntry } from '#api/plugins/route-table';
import { createRandom } from './random';
import {
  encode,
  jsonText,
  plausibleBody,
  RawNumber,
  schemaKeys,
  type AuthKind,
  type FuzzRequest,
} from './request-generator';
import { isBounded, schemaFields, type SchemaField } from './schema-fields';

/** One past PostgreSQL's `integer`, a number JSON reads as Infinity, digits no number holds. */
const PATH_EDGES = ['2147483648', '1e3', '9'.repeat(20)];
const NUMBER_EDGES = ['2147483648', '1e309'];
const DAY_EDGES = ['2026-02-30', '2026-99-99'];

/** The token a route's callers carry, read from its URL. */
function authFor(url: string): AuthKind {
  if (url.startsWith('/admin/')) return 'admin';
  if (url.includes('/dealer')) return 'dealer';
  return 'member';
}

function edgesOf(field: SchemaField): unknown[] {
  switch (field.kind) {
    case 'day':
      return DAY_EDGES;
    case 'digits':
      return PATH_EDGES;
    case 'integers':
      return NUMBER_EDGES.map((literal) => [new RawNumber(literal)]);
    default:
      return NUMBER_EDGES.map((literal) => new RawNumber(literal));
  }
}

const queryText = (value: unknown) => encode(value instanceof RawNumber ? value.literal : String(value));

/**
 * The same requests every round, over every route: each path parameter, then each number or day
 * of the query and of the body in turn, at or past its edge (2147483648, 1e309, 2026-02-30), with
 * every other part plausible. Random requests meet one such field only by luck; the sweep asks
 * each of them, so a route whose id or day reaches the database unchecked fails every round.
 */
export function edgeSweep(routes: readonly RouteEntry[]): FuzzRequest[] {
  const random = createRandom(1);
  const requests: FuzzRequest[] = [];
  for (const route of routes) {
    const auth = authFor(route.url);
    const segments = route.url.split('/');
    const params = segments.filter((segment) => segment.startsWith(':'));
    const path = (target?: string, value?: string) =>
      segments
        .map((segment) => (segment === target ? value! : segment.startsWith(':') ? '1' : segment))
        .join('/');
    const bodyKeys = schemaKeys(route.schema?.body);
    const bodyFields = schemaFields(route.schema?.body);
    const queryFields = schemaFields(route.schema?.querystring);
    const body = (field?: SchemaField, value?: unknown) => {
      if (bodyKeys.length === 0) return undefined;
      const object = plausibleBody(random, bodyKeys, bodyFields);
      if (field) object[field.key] = value;
      return jsonText(object);
    };

    for (const method of route.methods.filter((m) => m !== 'HEAD' && m !== 'OPTIONS')) {
      const add = (url: string, bodyKind: string, text?: string) =>
        requests.push({
          method,
          url,
          headers: text === undefined ? {} : { 'content-type': 'application/json' },
          auth,
          body: text,
          route: `${route.methods.join(',')} ${route.url}`,
          bodyKind,
          remoteAddress: `198.51.100.${(requests.length % 250) + 1}`,
        });
      for (const param of params)
        for (const value of PATH_EDGES) add(path(param, value), `edge-path ${param}`, body());
      for (const field of queryFields.filter(isBounded))
        for (const value of edgesOf(field))
          add(`${path()}?${encode(field.key)}=${queryText(value)}`, `edge-query ${field.key}`, body());
      for (const field of bodyFields.filter(isBounded))
        for (const value of edgesOf(field)) add(path(), `edge-body ${field.key}`, body(field, value));
    }
  }
  return requests;
}
