import { formatReport, runFuzz } from './run-fuzz';
import { startFuzzTarget, type FuzzTarget } from './fuzz-target';
import { connectRemoteTarget } from './remote-target';

/**
 * `npm run fuzz [-- --seed N --count N --url http://host:port --admin-token T]` (or FUZZ_SEED,
 * FUZZ_COUNT, FUZZ_URL, ADMIN_TOKEN): the full round, 10,000 generated bad requests by default,
 * then the edge sweep and the HTTP-level cases. Without `--url`, against the API in this process
 * on an in-memory PGlite (and through a real socket); with it, against that running server, every
 * request as raw bytes. Prints the seed first, so any run can be replayed, and the count of each
 * status last; exits 1 on any 5xx or refusal outside the spec §8 shape.
 */
function argument(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1] : undefined;
}

function count(name: string, env: string, fallback: number): number {
  const raw = argument(name) ?? process.env[env];
  const value = raw === undefined ? fallback : Number(raw);
  if (!Number.isSafeInteger(value) || value < 0)
    throw new Error(`--${name} must be a whole number, got ${raw}`);
  return value;
}

async function main() {
  const seed = count('seed', 'FUZZ_SEED', 20_261_121);
  const requests = count('count', 'FUZZ_COUNT', 10_000);
  const url = argument('url') ?? process.env.FUZZ_URL;
  console.log(`fuzz: seed ${seed}, ${requests} requests (replay with --seed ${seed} --count ${requests})`);
  let target: FuzzTarget;
  if (url) {
    const remote = await connectRemoteTarget(url, {
      adminToken: argument('admin-token') ?? process.env.ADMIN_TOKEN,
    });
    for (const note of remote.notes) console.log(`  ${note}`);
    target = remote;
  } else {
    target = await startFuzzTarget();
  }
  try {
    const report = await runFuzz(target, {
      seed,
      count: requests,
      onProgress: (done) => {
        if (done > 0 && done % 1000 === 0) console.log(`  ${done} sent`);
      },
    });
    console.log(formatReport(report, requests));
    process.exitCode = report.failures.length > 0 ? 1 : 0;
  } finally {
    await target.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
