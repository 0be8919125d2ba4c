import { formatReport, runFuzz } from './run-fuzz';
import { startFuzzTarget } from './fuzz-target';

/**
 * `npm run fuzz [-- --seed N --count N]` (or FUZZ_SEED, FUZZ_COUNT): the full round, 10,000
 * generated bad requests by default, against the API in this process on an in-memory PGlite and
 * through a real socket. Prints the seed first, so any run can be replayed; exits 1 on any 5xx or
 * refusal outside the spec §8 shape.
 */
function option(name: string, env: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  const raw = index > 0 ? process.argv[index + 1] : process.env[env];
  const value = raw === undefined ? fallback : Number(raw);
  if (!Number.isSafeInteger(value) || value < 0)
    throw new Error(`--${name} must be a whole number, got ${raw}`);
  return value;
}

async function main() {
  const seed = option('seed', 'FUZZ_SEED', 20_261_121);
  const count = option('count', 'FUZZ_COUNT', 10_000);
  console.log(`fuzz: seed ${seed}, ${count} requests (replay with --seed ${seed} --count ${count})`);
  const target = await startFuzzTarget();
  try {
    const report = await runFuzz(target, {
      seed,
      count,
      onProgress: (done) => {
        if (done > 0 && done % 1000 === 0) console.log(`  ${done} sent`);
      },
    });
    console.log(formatReport(report, count));
    process.exitCode = report.failures.length > 0 ? 1 : 0;
  } finally {
    await target.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
