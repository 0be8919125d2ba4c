// Run: npx tsx --test scripts/ci-remote-e2e.test.ts (node:test: scripts/ has no jest project).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { pickRemotes, remotesWithJourneys } from './ci-remote-e2e';

const remotes = ['mf-campaign', 'mf-lottery', 'mf-quest'];

test('the remotes whose folder the commit changed, in order', () => {
  assert.deepEqual(
    pickRemotes(
      remotes,
      ['mf-quest/src/a.ts', 'README.md', 'mf-campaign/e2e/x.spec.ts', 'mf-quest/b.ts'],
      'ab',
    ),
    ['mf-campaign', 'mf-quest'],
  );
  // A folder whose name only starts like a remote's is not it.
  assert.deepEqual(pickRemotes(remotes, ['mf-lottery-old/x.ts', 'shared-kernel/src/a.ts'], '00000000'), [
    'mf-campaign',
  ]);
});

test('no remote changed: one, picked by the commit, so each gets its turn', () => {
  assert.deepEqual(pickRemotes(remotes, [], '00000001'), ['mf-lottery']);
  assert.deepEqual(pickRemotes(remotes, [], '00000002'), ['mf-quest']);
  assert.deepEqual(pickRemotes(remotes, [], 'not-hex'), ['mf-campaign']);
  assert.deepEqual(pickRemotes([], [], 'ff'), []);
});

test('every remote of the checkout has journeys of its own', () => {
  const found = remotesWithJourneys();
  for (const dir of ['mf-campaign', 'mf-ecommerce', 'mf-lottery', 'mf-member', 'mf-pray', 'mf-quest']) {
    assert.ok(found.includes(dir), `${dir} has no e2e/`);
  }
});
