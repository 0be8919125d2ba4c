// Run: npx tsx --test scripts/shell-build-inputs.test.ts (node:test: scripts/ has no jest project).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { hashInputs, shellBuildInputs } from './shell-build-inputs';

function tree(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'shell-inputs-'));
  for (const [name, body] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), body);
  }
  return root;
}

test('the hash follows the inputs’ names and contents and the plan, nothing else', () => {
  const files = { 'shared-kernel/src/a.ts': 'a', 'shell/src/b.ts': 'b', 'mf-x/src/c.ts': 'c' };
  const inputs = ['shared-kernel/src', 'shell/src', 'missing.json'];
  const base = hashInputs(tree(files), inputs, 'plan');
  assert.equal(hashInputs(tree(files), inputs, 'plan'), base, 'same inputs, same hash');
  // A remote's own file is not an input.
  assert.equal(hashInputs(tree({ ...files, 'mf-x/src/c.ts': 'changed' }), inputs, 'plan'), base);
  assert.notEqual(hashInputs(tree({ ...files, 'shared-kernel/src/a.ts': 'a2' }), inputs, 'plan'), base);
  assert.notEqual(hashInputs(tree({ ...files, 'shell/src/new.ts': '' }), inputs, 'plan'), base);
  // A file moved between folders changes the hash even with the same bytes.
  const moved = { 'shared-kernel/src/b.ts': 'b', 'shell/src/a.ts': 'a', 'mf-x/src/c.ts': 'c' };
  assert.notEqual(hashInputs(tree(moved), inputs, 'plan'), base);
  // The kernel plan (what the remotes reach) is an input too.
  assert.notEqual(hashInputs(tree(files), inputs, 'other plan'), base);
});

test("today's checkout hashes the same twice (the e2e runs can trust it)", async () => {
  const first = await shellBuildInputs();
  assert.match(first, /^[0-9a-f]{64}$/);
  assert.equal(await shellBuildInputs(), first);
});
