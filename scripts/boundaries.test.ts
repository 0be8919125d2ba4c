import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { Linter } from 'eslint';
// @ts-expect-error: a plain ESM rule module, without types
import { boundaries } from '../tools/eslint/boundaries.mjs';

const root = path.resolve(__dirname, '..');

/** The boundaries messages for `code` written in `file` (relative to the repository). */
function boundaryErrors(file: string, code: string): string[] {
  const linter = new Linter({ cwd: root });
  const messages = linter.verify(
    code,
    [
      {
        files: ['**/*.ts'],
        plugins: { chokdee: { rules: { boundaries } } },
        rules: { 'chokdee/boundaries': 'error' },
        languageOptions: { sourceType: 'module' },
      },
    ],
    path.join(root, file),
  );
  return messages.map((message) => `${message.ruleId ?? 'parse'}: ${message.message}`);
}

test('the shell imports no remote, by package or by a relative path', () => {
  assert.equal(
    boundaryErrors('shell/src/app/x.ts', "import { x } from '@chokdee/mf-lottery/src/a';").length,
    1,
  );
  assert.equal(
    boundaryErrors('shell/src/app/x.ts', "import { x } from '../../../mf-quest/src/a';").length,
    1,
  );
  assert.deepEqual(
    boundaryErrors('shell/src/app/x.ts', "import { x } from '@chokdee/shared-kernel/stores/auth';"),
    [],
  );
});

test('a remote imports neither another remote nor the shell', () => {
  assert.equal(
    boundaryErrors('mf-quest/src/a.ts', "import { x } from '@chokdee/mf-lottery/src/a';").length,
    1,
  );
  assert.equal(boundaryErrors('mf-quest/src/a.ts', "import { x } from '../../shell/src/app/x';").length, 1);
});

test('a feature imports no other feature of its app', () => {
  assert.equal(
    boundaryErrors('mf-quest/src/features/a/components/x.ts', "import { y } from '../../b/components/y';")
      .length,
    1,
  );
  assert.deepEqual(
    boundaryErrors('mf-quest/src/features/a/components/x.ts', "import { y } from '../../../lib/y';"),
    [],
  );
});
