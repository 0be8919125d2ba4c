import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { importSpecifiers, kernelChunkNames } from './kernel-chunks';

test('reads static and dynamic imports, and leaves type-only ones out', () => {
  const found = importSpecifiers(`
    import type { A } from './types';
    import { b, type C } from '../b';
    import '../styles.css';
    export { d } from './d';
    export type { E } from './e';
    const Page = lazy(() => import('./routes/page'));
    // import { gone } from './commented';
  `);
  assert.deepEqual(found, { static: ['../b', './d', '../styles.css'], dynamic: ['./routes/page'] });
});

test('groups kernel files by the first loads that need them', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'kernel-chunks-'));
  const file = (name: string, body = '') => {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), body);
    return path.join(root, name);
  };
  const kernel = path.join(root, 'kernel');
  file('kernel/auth.ts');
  file('kernel/kit.tsx');
  file('kernel/lottery.ts');
  file('kernel/cart.ts');
  file('kernel/lazy-only.ts');
  file('kernel/shared-lazily.ts');
  file('kernel/modal.tsx');
  const shell = file(
    'shell/bootstrap.tsx',
    `import { x } from '@chokdee/shared-kernel/auth'; const Popup = () => import('./popup');`,
  );
  file('shell/popup.tsx', `import '@chokdee/shared-kernel/modal';`);
  const lotteryApp = file(
    'lottery/app.tsx',
    `import '@chokdee/shared-kernel/kit'; import '@chokdee/shared-kernel/lottery';
     import '@chokdee/shared-kernel/modal'; const P = () => import('./page');`,
  );
  file('lottery/page.tsx', `import '@chokdee/shared-kernel/lazy-only';`);
  const widget = file(
    'lottery/widget.tsx',
    `import '@chokdee/shared-kernel/cart'; import '@chokdee/shared-kernel/auth'; import '@chokdee/shared-kernel/shared-lazily';`,
  );
  const memberApp = file(
    'member/app.tsx',
    `import '@chokdee/shared-kernel/kit'; const P = () => import('./page');`,
  );
  file('member/page.tsx', `import '@chokdee/shared-kernel/shared-lazily';`);
  const chunks = kernelChunkNames(
    [
      { name: 'shell', firstLoad: [shell], all: [shell] },
      { name: 'mf_lottery/app', firstLoad: [lotteryApp], all: [lotteryApp] },
      { name: 'mf_lottery/widgets/cart', firstLoad: [widget], all: [widget] },
      { name: 'mf_member/app', firstLoad: [memberApp], all: [memberApp] },
    ],
    kernel,
  );
  const chunkOf = (name: string) => chunks.get(path.join(kernel, name));
  assert.equal(chunkOf('auth.ts'), 'kernel');
  // A remote's first load and the shell's lazy code: never pulled into the shell's first load.
  assert.match(chunkOf('modal.tsx') ?? '', /^kernel-[0-9a-f]+$/);
  // Several remotes' pages: a chunk of its own for that set, not one chunk for all remotes.
  assert.match(chunkOf('kit.tsx') ?? '', /^kernel-[0-9a-f]+$/);
  assert.notEqual(chunkOf('kit.tsx'), chunkOf('shared-lazily.ts'));
  assert.equal(chunkOf('lottery.ts'), 'kernel-mf_lottery-app');
  assert.equal(chunkOf('cart.ts'), 'kernel-mf_lottery-widgets-cart');
  assert.match(chunkOf('lazy-only.ts') ?? '', /^kernel-lazy-/);
  // The widget loads it first, mf_member's page lazily: named by both, so neither fetches the other's.
  assert.match(chunkOf('shared-lazily.ts') ?? '', /^kernel-[0-9a-f]+$/);
});
