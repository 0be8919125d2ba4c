// Imports the latest draw's results from the Government Lottery Office now (what the API's
// 15-minute schedule and POST /admin/v1/lottery-results/import do), and checks every owned ticket
// of that draw for wins, and tells each winner (one notice per member). Uses the API's own environment (DATABASE_URL, DATA_DIR, GLO_RESULTS_URL).
//   npx tsx scripts/import-glo-results.ts
// On embedded PGlite (no DATABASE_URL) stop the API first: one process at a time owns those files.
// With the API running, call the admin route instead:
//   curl -X POST -H "Authorization: Bearer $ADMIN_TOKEN" http://localhost:4000/admin/v1/lottery-results/import
import { loadConfig } from '../api/src/config';
import { openDatabase } from '../api/src/db/client';
import { migrateDatabase } from '../api/src/db/migrate';
import { importLatestGloResult } from '../api/src/results/glo-importer';

async function main() {
  const config = loadConfig();
  const database = await openDatabase(config.databaseUrl);
  try {
    await migrateDatabase(database);
    const report = await importLatestGloResult(database.db, {
      url: config.gloResultsUrl,
      now: new Date(),
      log: {
        info: () => undefined,
        warn: (details: object, message?: string) => console.warn(message, details),
      },
    });
    console.log(
      `งวด ${report.draw_date}: ${report.outcome} (รางวัลที่ 1 ${report.first}), บันทึกรางวัลใหม่ ${report.wins_recorded} ใบ, แจ้งผู้ถูกรางวัล ${report.win_notices ?? 0} คน`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error('GLO results import failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
