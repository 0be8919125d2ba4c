import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { Linter } from 'eslint';
// @ts-expect-error: a plain ESM rule module, without types
import { apiLayers } from '../tools/eslint/api-layers.mjs';

const root = path.resolve(__dirname, '..');

/** The api-layers messages for `code` written in `file` (relative to api/src). */
function layerErrors(file: string, code: string): string[] {
  const linter = new Linter({ cwd: root });
  const messages = linter.verify(
    code,
    [
      {
        files: ['**/*.ts'],
        plugins: { chokdee: { rules: { 'api-layers': apiLayers } } },
        rules: { 'chokdee/api-layers': 'error' },
        languageOptions: { sourceType: 'module' },
      },
    ],
    path.join(root, 'api', 'src', file),
  );
  return messages.map((message) => `${message.ruleId ?? 'parse'}: ${message.message}`);
}

test('payments never import the lottery sales, which may import payments', () => {
  const cycle = "import { x } from '#api/lottery-sales/order-messages';";
  assert.equal(layerErrors('payments/slip-form.ts', cycle).length, 1);
  assert.deepEqual(
    layerErrors('lottery-sales/slip-reply.ts', "import { x } from '#api/payments/slip-type';"),
    [],
  );
});

test('the seed imports no domain, by alias or by a relative path', () => {
  assert.equal(
    layerErrors('db/seed/seed-database.ts', "import { x } from '#api/quests/domain-seed';").length,
    1,
  );
  assert.equal(
    layerErrors('db/seed/seed-database.ts', "import { x } from '../../truck/domain-seed';").length,
    1,
  );
  assert.deepEqual(layerErrors('quests/domain-seed.ts', "import { x } from '#api/db/seed/domain-seed';"), []);
});

test('a domain never imports a route or the app; test helpers are outside', () => {
  assert.equal(
    layerErrors('quests/quest-view.ts', "import { x } from '#api/routes/public/v1/points/index';").length,
    1,
  );
  assert.equal(layerErrors('db/client.ts', "import { buildApp } from '../app';").length, 1);
  assert.deepEqual(layerErrors('test/build-test-app.ts', "import { buildApp } from '#api/app';"), []);
});

test("a domain's table file stands on the db floor: any domain may read it, it reads no domain", () => {
  assert.deepEqual(
    layerErrors('results/win-check.ts', "import { orders } from '#api/lottery-sales/inventory-tables';"),
    [],
  );
  assert.deepEqual(
    layerErrors('db/seed/verified-phone.ts', "import { users } from '#api/auth/auth-tables';"),
    [],
  );
  assert.equal(
    layerErrors('quests/quests-tables.ts', "import { x } from '#api/quests/quest-view';").length,
    1,
  );
  assert.equal(layerErrors('lib/clock.ts', "import { users } from '../auth/auth-tables';").length, 1);
});
