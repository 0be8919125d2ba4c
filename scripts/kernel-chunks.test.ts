import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { importSpecifiers, kernelChunkNames, kernelFirstLoadsBeyondHost } from './kernel-chunks';

/** A temporary folder, and a writer of files in it that returns each file's path. */
function fixtureTree() {
  const root = mkdtempSync(path.join(tmpdir(), 'kernel-chunks-'));
  const file = (name: string, body = '') => {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), body);
    return path.join(root, name);
  };
  return { root, file };
}

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
  const { root, file } = fixtureTree();
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

test("lists what each remote's first load needs from the kernel beyond the shell's first load", () => {
  const { root, file } = fixtureTree();
  const kernel = path.join(root, 'kernel');
  file('kernel/auth.ts', 'export const auth = 1;');
  file('kernel/cart.ts', "import './money';\nexport const cart = 1;");
  file('kernel/money.ts', 'export const money = 1;');
  file('kernel/types.ts', 'export type Money = number;');
  file('kernel/lazy.ts', 'export const lazy = 1;');
  const shell = file('shell/bootstrap.tsx', "import '@chokdee/shared-kernel/auth';");
  const app = file(
    'lottery/app.tsx',
    `import '@chokdee/shared-kernel/auth'; import '@chokdee/shared-kernel/cart';
     import type { Money } from '@chokdee/shared-kernel/types'; import '@chokdee/shared-kernel/types';
     const P = () => import('@chokdee/shared-kernel/lazy');`,
  );
  const standalone = file('lottery/index.ts', "import '@chokdee/shared-kernel/lazy';");
  const beyond = kernelFirstLoadsBeyondHost(
    [
      { name: 'shell', firstLoad: [shell], all: [shell] },
      { name: 'mf_lottery/app', firstLoad: [app], all: [app] },
      { name: 'mf_lottery', firstLoad: [standalone], all: [standalone], standalone: true },
    ],
    kernel,
  );
  // Not auth (the shell ran it), not the type-only file, not what only a lazy import reaches;
  // money through cart: the import levels are what the list flattens.
  assert.deepEqual(Object.fromEntries(beyond), {
    'mf_lottery/app': [path.join(kernel, 'cart.ts'), path.join(kernel, 'money.ts')],
  });
});
