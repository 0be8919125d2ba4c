// A stand-in for the Government Lottery Office's results API, for the e2e suite and local tries:
//   tsx scripts/fake-glo-results.ts [port]   (default 4111)
// Start the API with the GLO_RESULTS_URL it prints; PUT /__answer replaces the answer.
import { startFakeGloResults } from '../api/src/testing/fake-glo-results';

async function main() {
  const port = Number(process.argv[2] ?? process.env.FAKE_GLO_PORT ?? 4111);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error(`bad port: ${process.argv[2]}`);
  const fake = await startFakeGloResults(port);
  console.log(`GLO_RESULTS_URL=${fake.url}`);
  const stop = () => void fake.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error('fake GLO results failed to start:', error);
  process.exit(1);
});
