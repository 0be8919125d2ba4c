// The budgeted first visits (/check-lottery, /, a store page) load no classic zod: what they import
// statically parses with zod/mini (ADR 002, Round 3). Classic zod there would bring back its chunk.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { reach } from './kernel-chunks';

const root = path.join(import.meta.dirname, '..');
const kernelSrc = path.join(root, 'shared-kernel', 'src');

/** Where those visits start: the shell, mf-lottery's landing code, and the two pages they open. */
const FIRST_LOADS = [
  'shell/src/bootstrap.tsx',
  'shell/src/pages/home-page.tsx',
  'mf-lottery/src/export-app.tsx',
  'mf-lottery/src/app/routes/dealer-store.tsx',
];

/** A value import of classic zod (a type-only import compiles to nothing). */
const CLASSIC_ZOD = /^\s*import\s+(?!type\s)[^;]*?from\s*['"]zod['"]/m;

test('the first visits import zod/mini only, never classic zod', () => {
  const files = reach(
    FIRST_LOADS.map((file) => path.join(root, file)),
    kernelSrc,
    { dynamic: false },
  );
  const classic = [...files]
    .filter((file) => /\.tsx?$/.test(file) && CLASSIC_ZOD.test(readFileSync(file, 'utf8')))
    .map((file) => path.relative(root, file));
  assert.deepEqual(classic, []);
});
