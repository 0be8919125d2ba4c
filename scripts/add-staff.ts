// Creates a staff account for the console (/admin), or sets a new name and password on an existing
// one: how production gets its product owners (the demo seed's account exists only with SEED_DEMO).
//   DATABASE_URL=postgres://… STAFF_PASSWORD=… tsx scripts/add-staff.ts <username> "<name>"
// The password comes from the environment, never the command line (shell history, `ps`).
import { StaffLoginBodySchema } from '@chokdee/shared-contract/schemas/catalog-admin';
import { loadConfig } from '../api/src/config';
import { openDatabase } from '../api/src/db/client';
import { migrateDatabase } from '../api/src/db/migrate';
import { upsertStaff } from '../api/src/staff/staff-repository';

/** A staff password is at least 12 characters: the console can roll back every remote. */
export const MIN_STAFF_PASSWORD = 12;

export async function addStaff(argv: string[], env: NodeJS.ProcessEnv): Promise<string> {
  const [username, name] = argv;
  const password = env.STAFF_PASSWORD ?? '';
  const parsed = StaffLoginBodySchema.safeParse({ username, password });
  if (!parsed.success || !name) {
    throw new Error('ใช้: STAFF_PASSWORD=… tsx scripts/add-staff.ts <username> "<ชื่อ>"');
  }
  if (password.length < MIN_STAFF_PASSWORD) {
    throw new Error(`รหัสผ่านเจ้าหน้าที่ต้องยาวอย่างน้อย ${MIN_STAFF_PASSWORD} ตัวอักษร`);
  }
  const database = await openDatabase(loadConfig(env).databaseUrl);
  try {
    await migrateDatabase(database);
    const row = await upsertStaff(
      database.db,
      { username: parsed.data.username, name, password },
      new Date(),
    );
    return row.username;
  } finally {
    await database.close();
  }
}

if (require.main === module) {
  addStaff(process.argv.slice(2), process.env).then(
    (username) => console.log(`staff ${username} ready`),
    (error: Error) => {
      console.error(error.message);
      process.exit(1);
    },
  );
}
