import { edgeSweep } from './edge-sweep';
import { EDGE_ID_TEXTS, EDGE_NUMBER_LITERALS, IMPOSSIBLE_DAYS } from './junk-values';
import { createRandom } from './random';
import { generateRequest, jsonText, RawNumber } from './request-generator';
import { formatReport, runFuzz } from './run-fuzz';
import { startFuzzTarget, type FuzzTarget } from './fuzz-target';

/**
 * The CI round of the fuzz suite: 1,500 generated bad requests over every route in the app's
 * route table (in-process and through a real socket), the edge sweep (every id and day of every
 * route past its edge) and the HTTP-level cases. `npm run fuzz` runs the full 10,000; FUZZ_SEED
 * picks another seed here too.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_121);
const COUNT = 1500;

jest.setTimeout(180_000);

let target: FuzzTarget;
beforeAll(async () => {
  target = await startFuzzTarget();
});
afterAll(() => target.close());

test('numbers reach the wire as written: 1e309 and 400 digits are not rounded by JavaScript', () => {
  const text = jsonText({ a: new RawNumber('1e309'), b: [new RawNumber('1'.repeat(400))], c: 'x' });
  expect(text).toBe(`{"a":1e309,"b":[${'1'.repeat(400)}],"c":"x"}`);
});

test('the sweep puts every id and day of the routes past its edge: path, query and body', () => {
  const sweep = edgeSweep(target.routes);
  const sent = (method: string, url: string | RegExp, body?: string) =>
    sweep.some(
      (request) =>
        request.method === method &&
        (typeof url === 'string' ? request.url === url : url.test(request.url)) &&
        (body === undefined || String(request.body).includes(body)),
    );
  expect(sent('GET', '/api/public/v1/purchases/2147483648')).toBe(true);
  expect(sent('PUT', '/api/public/v1/purchases/1/shipments/2147483648/confirm-received')).toBe(true);
  expect(sent('POST', '/admin/v1/shop-purchases/2147483648/confirm-payment')).toBe(true);
  expect(sent('POST', '/public/v2/consents/accept', '"consent_id":2147483648')).toBe(true);
  expect(sent('POST', /^\/api\/public\/v1\/carts\/1\/items$/, '"product_variant_id":1e309')).toBe(true);
  expect(sent('POST', '/public/v1/members/pray/projects', '"starts_on":"2026-02-30"')).toBe(true);
  expect(sent('POST', '/public/v1/members/pray/projects', '"ends_on":"2026-99-99"')).toBe(true);
  expect(sent('GET', '/public/bos/v1/orders/bag?draw_date=2026-02-30')).toBe(true);
});

test('random requests carry edge ids and impossible days in paths, queries and bodies', () => {
  const random = createRandom(SEED);
  const requests = Array.from({ length: 600 }, () => generateRequest(random, target.routes));
  const edges = [...EDGE_ID_TEXTS, ...IMPOSSIBLE_DAYS].map((text) => encodeURIComponent(text));
  const inPath = requests.filter((r) => edges.some((edge) => r.url.split('?')[0]!.split('/').includes(edge)));
  const inQuery = requests.filter((r) => edges.some((edge) => r.url.includes(`=${edge}`)));
  const inBody = requests.filter((r) => r.bodyKind === 'json-edge');
  expect(inPath.length).toBeGreaterThan(20);
  expect(inQuery.length).toBeGreaterThan(20);
  expect(inBody.length).toBeGreaterThan(10);
  const rawEdge = (body: string) =>
    EDGE_NUMBER_LITERALS.some((n) => body.includes(`:${n}`) || body.includes(`[${n}`));
  expect(inBody.some((r) => rawEdge(String(r.body)))).toBe(true);
});

test(`${COUNT} bad requests (seed ${SEED}) and the edge sweep: no 5xx, every refusal in the spec §8 shape`, async () => {
  const report = await runFuzz(target, { seed: SEED, count: COUNT });
  const summary = formatReport(report, COUNT);
  // Every route was asked something, and every kind of refusal came up.
  expect(report.routes).toBeGreaterThan(100);
  expect(report.sent.inject + report.sent.http + report.unsendable).toBe(COUNT);
  expect(report.sent.sweep).toBeGreaterThan(300);
  expect(report.byBodyKind['json-edge']).toBeGreaterThan(0);
  expect(Object.keys(report.byStatus)).toEqual(
    expect.arrayContaining(['400', '401', '404', '413', '415', '431']),
  );
  expect(summary).toMatch(/status counts \(\d+ answers\):\n {2}200 /);
  if (process.env.FUZZ_PRINT) console.log(summary);
  if (report.failures.length > 0) throw new Error(summary);
});
