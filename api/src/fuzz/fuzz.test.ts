import { formatReport, runFuzz } from './run-fuzz';
import { startFuzzTarget, type FuzzTarget } from './fuzz-target';

/**
 * The CI round of the fuzz suite: 1,500 generated bad requests over every route in the app's
 * route table (in-process and through a real socket) plus the HTTP-level cases. `npm run fuzz`
 * runs the full 10,000; FUZZ_SEED picks another seed here too.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_121);
const COUNT = 1500;

jest.setTimeout(120_000);

let target: FuzzTarget;
beforeAll(async () => {
  target = await startFuzzTarget();
});
afterAll(() => target.close());

test(`${COUNT} bad requests (seed ${SEED}): no 5xx, every refusal in the spec §8 shape`, async () => {
  const report = await runFuzz(target, { seed: SEED, count: COUNT });
  const summary = formatReport(report, COUNT);
  // Every route was asked something, and every kind of refusal came up.
  expect(report.routes).toBeGreaterThan(100);
  expect(report.sent.inject + report.sent.http).toBe(COUNT);
  expect(Object.keys(report.byStatus)).toEqual(
    expect.arrayContaining(['400', '401', '404', '413', '415', '431']),
  );
  if (report.failures.length > 0) throw new Error(summary);
});
