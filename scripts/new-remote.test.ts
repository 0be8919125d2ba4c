import { test } from 'node:test';
import assert from 'node:assert/strict';
import { CATALOG_MESSAGES } from '@chokdee/shared-contract/schemas/catalog';
import { releaseRecordOf } from './release-record';
import { RemoteDescriptorSchema } from '@chokdee/shared-contract/schemas/remote-descriptor';
import path from 'node:path';
import * as prettier from 'prettier';
import { ROOT_DIR } from './apps';
import {
  DEFAULT_DISPLAY_NAME,
  formattedRemoteFiles,
  freePort,
  newRemoteArgs,
  remoteFiles,
  remoteSlug,
} from './new-remote';

test('a remote name is a lower-case slug, with or without mf-', () => {
  assert.equal(remoteSlug('quest'), 'quest');
  assert.equal(remoteSlug('mf-amulet-shop'), 'amulet-shop');
  for (const bad of ['Quest', 'mf-', '1quest', 'quest_', 'qu est', '../x']) {
    assert.throws(() => remoteSlug(bad), /ใช้ไม่ได้/);
  }
});

test('the default port is the lowest one no app has', () => {
  assert.equal(freePort([3000, 3001, 3002, 3007]), 3003);
  assert.equal(freePort([3000]), 3001);
});

test('the files of a new remote: a valid catalog.json and the kit’s few-line entries', () => {
  const files = remoteFiles('amulet-shop', 3003, { react: '^19.3.1', '@chokdee/shared-kernel': '^1.0.0' });
  const catalog = RemoteDescriptorSchema.parse(JSON.parse(files['catalog.json']!));
  // The ranges it is built for are its dependencies: its build records them for registration.
  assert.deepEqual(releaseRecordOf(JSON.parse(files['package.json']!)).requires, {
    shared_kernel: '^1.0.0',
    react: '^19.3.1',
  });
  assert.equal('requires' in JSON.parse(files['catalog.json']!), false);
  assert.deepEqual(
    { name: catalog.name, port: catalog.port, paths: catalog.routes.map((route) => route.path) },
    { name: 'mf_amulet_shop', port: 3003, paths: ['/amulet-shop'] },
  );
  assert.equal(JSON.parse(files['package.json']!).name, '@chokdee/mf-amulet-shop');
  assert.match(files['src/export-app.tsx']!, /createRemoteApp\(/);
  assert.match(files['src/bootstrap.tsx']!, /mountStandalone\(/);
  assert.match(files['src/app/routes/home.tsx']!, /หน้าแรกของ mf-amulet-shop/);
});

test('a scaffold passes prettier whatever the name’s length', async () => {
  const files = await formattedRemoteFiles('amulet-shop-and-truck-services', 3009, { react: '^19.3.1' });
  for (const [file, content] of Object.entries(files)) {
    const filepath = path.join(ROOT_DIR, 'mf-amulet-shop-and-truck-services', file);
    const options = (await prettier.resolveConfig(filepath)) ?? {};
    assert.ok(await prettier.check(content, { ...options, filepath }), `${file} is not prettier-formatted`);
  }
});

test('its Thai display name: written once in catalog.json, read by the fallback of export-app', () => {
  const files = remoteFiles('amulet-shop', 3003, { react: '^19.3.1' }, 'ร้านพระเครื่อง');
  assert.equal(RemoteDescriptorSchema.parse(JSON.parse(files['catalog.json']!)).display_name, 'ร้านพระเครื่อง');
  assert.match(files['src/export-app.tsx']!, /import catalog from '\.\.\/catalog\.json'/);
  assert.match(files['src/export-app.tsx']!, /system: `ระบบ\$\{catalog\.display_name\}`/);
  // No technical name where a visitor reads it when the remote fails.
  assert.doesNotMatch(files['src/export-app.tsx']!, /mf-amulet-shop/);
  // Left out: a Thai default, never the technical name.
  const byDefault = JSON.parse(remoteFiles('amulet-shop', 3003, {})['catalog.json']!);
  assert.equal(byDefault.display_name, DEFAULT_DISPLAY_NAME);
});

test('the command line takes --display-name; an empty or technical one is refused, saying what to write', () => {
  assert.deepEqual(newRemoteArgs(['quest', '--display-name', ' กิจกรรม ', '--port', '3006']), {
    name: 'quest',
    displayName: 'กิจกรรม',
    port: 3006,
    install: true,
  });
  assert.equal(newRemoteArgs(['quest', '--no-install']).displayName, DEFAULT_DISPLAY_NAME);
  for (const argv of [
    ['quest', '--display-name', ''],
    ['quest', '--display-name', '   '],
    ['quest', '--display-name'],
    ['quest', '--display-name', '--port', '3006'],
  ]) {
    assert.throws(
      () => newRemoteArgs(argv),
      (error: Error) =>
        error.message.startsWith('--display-name') &&
        error.message.endsWith(CATALOG_MESSAGES.displayNameRequired),
      argv.join(' '),
    );
  }
  assert.throws(() => newRemoteArgs(['quest', '--display-name', 'Quest']), {
    message: `--display-name "Quest" ใช้ไม่ได้: ${CATALOG_MESSAGES.displayNameThai}`,
  });
  assert.throws(() => newRemoteArgs([]), /ใช้: npm run new-remote/);
  assert.throws(() => newRemoteArgs(['quest', '--colour', 'red']), /ใช้: npm run new-remote/);
});
