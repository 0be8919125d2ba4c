import { ModuleFederation } from '@module-federation/runtime-core';
import shareScopeInitOnce, { initializeSharingOnce } from './share-scope-init-once';

const PACKAGES = 40;

/** A host providing `PACKAGES` modules, counting each registration the runtime announces. */
function hostWithShares(shareStrategy: 'loaded-first' | 'version-first' = 'loaded-first') {
  const shared: Record<string, object> = {};
  for (let i = 0; i < PACKAGES; i += 1) {
    shared[`kernel/m${i}`] = {
      version: '0.1.0',
      scope: ['default'],
      lib: () => ({ index: i }),
      shareConfig: { singleton: true, requiredVersion: '^0.1.0' },
    };
  }
  const counted = { registrations: 0 };
  const host = new ModuleFederation({
    name: 'host',
    remotes: [],
    shared,
    shareStrategy,
    plugins: [{ name: 'count', afterRegisterShare: () => void (counted.registrations += 1) }],
  });
  return { host, counted };
}

/** Gives this instance's handler the patched method, leaving the shared prototype alone. */
function patchInstance(host: ModuleFederation) {
  const handler = host.sharedHandler as unknown as { initializeSharing: never };
  handler.initializeSharing = initializeSharingOnce(
    Object.getPrototypeOf(handler).initializeSharing,
  ) as never;
}

async function loadEveryShareTwice(host: ModuleFederation) {
  const modules: unknown[] = [];
  for (let round = 0; round < 2; round += 1) {
    for (let i = 0; i < PACKAGES; i += 1) {
      const factory = await host.loadShare<{ index: number }>(`kernel/m${i}`);
      modules.push(factory && factory());
    }
  }
  return modules;
}

it('without it, every loadShare registers the whole share table again', async () => {
  const { host, counted } = hostWithShares();
  counted.registrations = 0;
  await loadEveryShareTwice(host);
  expect(counted.registrations).toBe(2 * PACKAGES * PACKAGES);
});

it('with it, the table is registered once per handler and every share still loads', async () => {
  const { host, counted } = hostWithShares();
  patchInstance(host);
  counted.registrations = 0;
  const modules = await loadEveryShareTwice(host);
  expect(counted.registrations).toBe(PACKAGES);
  expect(modules).toEqual([...Array(2 * PACKAGES)].map((_, i) => ({ index: i % PACKAGES })));
});

it('leaves version-first hosts as they were (their init waits for remotes)', async () => {
  const { host, counted } = hostWithShares('version-first');
  patchInstance(host);
  counted.registrations = 0;
  await loadEveryShareTwice(host);
  expect(counted.registrations).toBe(2 * PACKAGES * PACKAGES);
});

it('as a runtime plugin, patches the handler class once, for every instance', async () => {
  const prototype = Object.getPrototypeOf(hostWithShares().host.sharedHandler);
  const original = prototype.initializeSharing;
  try {
    const plugin = shareScopeInitOnce();
    const { host: first } = hostWithShares();
    plugin.init?.({ origin: first, options: first.options });
    const patched = prototype.initializeSharing;
    expect(patched).not.toBe(original);
    plugin.init?.({ origin: first, options: first.options });
    expect(prototype.initializeSharing).toBe(patched);

    const { host: other, counted } = hostWithShares();
    counted.registrations = 0;
    await loadEveryShareTwice(other);
    expect(counted.registrations).toBe(PACKAGES);
  } finally {
    prototype.initializeSharing = original;
    delete prototype[Symbol.for('chokdee.shareScopeInitOnce')];
  }
});
