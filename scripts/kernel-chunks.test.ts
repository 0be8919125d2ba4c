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
  const shell = file('shell/bootstrap.tsx', `import { x } from '@chokdee/shared-kernel/auth';`);
  const lotteryApp = file(
    'lottery/app.tsx',
    `import '@chokdee/shared-kernel/kit'; import '@chokdee/shared-kernel/lottery';
     const P = () => import('./page');`,
  );
  file('lottery/page.tsx', `import '@chokdee/shared-kernel/lazy-only';`);
  const widget = file(
    'lottery/widget.tsx',
    `import '@chokdee/shared-kernel/cart'; import '@chokdee/shared-kernel/auth';`,
  );
  const memberApp = file('member/app.tsx', `import '@chokdee/shared-kernel/kit';`);
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
  assert.equal(chunkOf('kit.tsx'), 'kernel-remotes');
  assert.equal(chunkOf('lottery.ts'), 'kernel-mf_lottery-app');
  assert.equal(chunkOf('cart.ts'), 'kernel-mf_lottery-widgets-cart');
  assert.match(chunkOf('lazy-only.ts') ?? '', /^kernel-lazy-/);
});
