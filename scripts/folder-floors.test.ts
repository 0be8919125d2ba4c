import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { Linter } from 'eslint';
// @ts-expect-error: a plain ESM rule module, without types
import { folderFloors } from '../tools/eslint/folder-floors.mjs';

const root = path.resolve(__dirname, '..');
const FLOORS = [['runtime', 'events'], ['api'], ['stores'], ['ui', 'screen']];

/** The folder-floors messages for `code` written in `file` (relative to pkg/src). */
function floorErrors(file: string, code: string): string[] {
  const linter = new Linter({ cwd: root });
  const messages = linter.verify(
    code,
    [
      {
        files: ['**/*.{ts,tsx}'],
        plugins: { chokdee: { rules: { 'folder-floors': folderFloors } } },
        rules: {
          'chokdee/folder-floors': ['error', { src: 'pkg/src', alias: '@chokdee/pkg/', floors: FLOORS }],
        },
        languageOptions: { sourceType: 'module' },
      },
    ],
    path.join(root, 'pkg', 'src', file),
  );
  return messages.map((message) => `${message.ruleId ?? 'parse'}: ${message.message}`);
}

test('a folder imports from the floors below, by relative path or by alias', () => {
  assert.deepEqual(floorErrors('stores/auth.ts', "import { x } from '../api/client';"), []);
  assert.deepEqual(
    floorErrors('stores/auth.ts', "import { x } from '@chokdee/pkg/runtime/local-storage';"),
    [],
  );
  assert.deepEqual(floorErrors('stores/auth.ts', "import { x } from './token-storage';"), []);
});

test('an import back up a floor is an error, in both spellings and in a dynamic import', () => {
  assert.equal(floorErrors('api/client.ts', "import { x } from '../stores/auth';").length, 1);
  assert.equal(floorErrors('api/client.ts', "import { x } from '@chokdee/pkg/stores/auth';").length, 1);
  assert.equal(floorErrors('api/client.ts', "const m = import('../ui/modal');").length, 1);
});

test('two folders of one floor never import each other, so no cycle can form', () => {
  assert.equal(floorErrors('ui/modal.tsx', "import { x } from '../screen/layers';").length, 1);
  assert.equal(floorErrors('runtime/tick.ts', "import { x } from '../events';").length, 1);
});

test('a folder on no floor is an error, and so is an import of one', () => {
  assert.equal(floorErrors('widgets/gift.tsx', '').length, 1);
  assert.equal(floorErrors('ui/modal.tsx', "import { x } from '../widgets/gift';").length, 1);
});

test('imports of other packages are not this rule’s business', () => {
  assert.deepEqual(floorErrors('api/client.ts', "import ky from 'ky';"), []);
  assert.deepEqual(floorErrors('api/client.ts', "import { x } from '@chokdee/other/stores/auth';"), []);
});
