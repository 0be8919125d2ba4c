// Creates a staff account for the console (/admin), or sets a new name and password on an existing
// one, and grants it roles: how production gets its product owners (the demo seed's account exists
// only with SEED_DEMO).
//   DATABASE_URL=postgres://… STAFF_PASSWORD=… tsx scripts/add-staff.ts <username> "<name>" [--roles owner,shop]
// Roles: owner, shop, reviewer, support (`--roles` adds them; none is taken away). Without
// `--roles` an account that holds no role yet becomes an owner, as every account was before roles.
// The password comes from the environment, never the command line (shell history, `ps`).
import { parseArgs } from 'node:util';
import { StaffLoginBodySchema } from '@chokdee/shared-contract/schemas/catalog-admin';
import {
  STAFF_ROLE_MESSAGES,
  StaffRoleSchema,
  type StaffRole,
} from '@chokdee/shared-contract/schemas/staff-roles';
import { loadConfig } from '../api/src/config';
import { openDatabase } from '../api/src/db/client';
import { migrateDatabase } from '../api/src/db/migrate';
import { upsertStaff } from '../api/src/staff/staff-repository';
import { grantRoles, rolesOf } from '../api/src/staff-access/staff-roles-repository';

/** A staff password is at least 12 characters: the console can roll back every remote. */
export const MIN_STAFF_PASSWORD = 12;

const USAGE =
  'ใช้: STAFF_PASSWORD=… tsx scripts/add-staff.ts <username> "<ชื่อ>" [--roles owner,shop,reviewer,support]';

/** `owner,shop` → the roles, or the Thai reason it is not a list of roles. */
export function parseRoles(text: string): StaffRole[] {
  const names = text
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const parsed = names.map((name) => StaffRoleSchema.safeParse(name));
  if (names.length === 0 || parsed.some((result) => !result.success))
    throw new Error(STAFF_ROLE_MESSAGES.rolesFormat);
  return [...new Set(parsed.map((result) => result.data!))];
}

export async function addStaff(
  argv: string[],
  env: NodeJS.ProcessEnv,
): Promise<{ username: string; roles: StaffRole[] }> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { roles: { type: 'string' } },
  });
  const [username, name] = positionals;
  const password = env.STAFF_PASSWORD ?? '';
  const parsed = StaffLoginBodySchema.safeParse({ username, password });
  if (!parsed.success || !name || positionals.length > 2) throw new Error(USAGE);
  if (password.length < MIN_STAFF_PASSWORD) {
    throw new Error(`รหัสผ่านเจ้าหน้าที่ต้องยาวอย่างน้อย ${MIN_STAFF_PASSWORD} ตัวอักษร`);
  }
  const asked = values.roles === undefined ? undefined : parseRoles(values.roles);
  const database = await openDatabase(loadConfig(env).databaseUrl);
  try {
    await migrateDatabase(database);
    const now = new Date();
    const row = await upsertStaff(database.db, { username: parsed.data.username, name, password }, now);
    const held = await rolesOf(database.db, row.id);
    await grantRoles(database.db, row.id, asked ?? (held.length === 0 ? ['owner'] : []), 'add-staff', now);
    return { username: row.username, roles: await rolesOf(database.db, row.id) };
  } finally {
    await database.close();
  }
}

if (require.main === module) {
  addStaff(process.argv.slice(2), process.env).then(
    ({ username, roles }) => console.log(`staff ${username} ready: ${roles.join(', ')}`),
    (error: Error) => {
      console.error(error.message);
      process.exit(1);
    },
  );
}
