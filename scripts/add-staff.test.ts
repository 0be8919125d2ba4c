// Run: npx tsx --test scripts/add-staff.test.ts (node:test: scripts/ has no jest project).
// add-staff makes an account that logs in, with the roles `--roles` names (owner by default), and
// refuses a role it does not know, in Thai.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { STAFF_ROLE_MESSAGES } from '@chokdee/shared-contract/schemas/staff-roles';
import { addStaff } from './add-staff';

let dir: string;
let env: NodeJS.ProcessEnv;

before(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'add-staff-'));
  env = { DATA_DIR: dir, NODE_ENV: 'test', SEED_DEMO: 'false', STAFF_PASSWORD: 'a-long-staff-password' };
});
after(() => rmSync(dir, { recursive: true, force: true }));

test('a new account without --roles is an owner', async () => {
  assert.deepEqual(await addStaff(['manee', 'มานี ใจดี'], env), { username: 'manee', roles: ['owner'] });
});

test('--roles grants those roles; running it again adds, never takes away', async () => {
  assert.deepEqual(await addStaff(['somchai', 'สมชาย', '--roles', 'shop,support'], env), {
    username: 'somchai',
    roles: ['shop', 'support'],
  });
  assert.deepEqual(await addStaff(['somchai', 'สมชาย', '--roles=reviewer'], env), {
    username: 'somchai',
    roles: ['shop', 'reviewer', 'support'],
  });
  // A new password for an account that holds roles does not make it an owner.
  assert.deepEqual((await addStaff(['somchai', 'สมชาย'], env)).roles, ['shop', 'reviewer', 'support']);
});

test('an unknown role or an empty list is refused in Thai before anything is written', async () => {
  await assert.rejects(addStaff(['malee', 'มาลี', '--roles', 'owner,admin'], env), {
    message: STAFF_ROLE_MESSAGES.rolesFormat,
  });
  await assert.rejects(addStaff(['malee', 'มาลี', '--roles', ''], env), {
    message: STAFF_ROLE_MESSAGES.rolesFormat,
  });
});
