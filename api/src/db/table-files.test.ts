import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import drizzleConfig from '../../drizzle.config';
import { DOMAIN_MIGRATIONS, SOURCE_DIR } from './domains';
import { findTableFiles, TABLE_FILE } from './table-files';

/** Source files (not tests) that declare a table with `pgTable(`. */
function filesDeclaringTables(): string[] {
  return readdirSync(SOURCE_DIR, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .filter((file) => /\bpgTable\(/.test(readFileSync(path.join(SOURCE_DIR, file), 'utf8')))
    .sort();
}

test('drizzle-kit reads the same table files the tests find: the central folder those of no domain with its own', () => {
  const read = [drizzleConfig.schema ?? []].flat().map((file) => path.resolve(file));
  const ownMigrations = (file: string) =>
    existsSync(path.join(SOURCE_DIR, path.relative(SOURCE_DIR, file).split(path.sep)[0]!, DOMAIN_MIGRATIONS));
  expect(read.sort()).toEqual(findTableFiles().filter((file) => !ownMigrations(file)));
  expect(read).toEqual(expect.arrayContaining([path.join(SOURCE_DIR, 'quests', 'quests-tables.ts')]));
  expect(TABLE_FILE.test('quests/quests-tables.ts')).toBe(true);
});

test('every table is declared in a table file, where drizzle-kit and the tests look', () => {
  const declaring = filesDeclaringTables();
  expect(declaring.length).toBeGreaterThan(10);
  expect(declaring.filter((file) => !TABLE_FILE.test(file))).toEqual([]);
});

test('each table file sits in a domain folder, never in db/', () => {
  const files = findTableFiles().map((file) => path.relative(SOURCE_DIR, file));
  expect(files).toEqual(expect.arrayContaining(['auth/auth-tables.ts', 'quests/quests-tables.ts']));
  expect(files.filter((file) => file.split(path.sep).length !== 2 || file.startsWith('db'))).toEqual([]);
});
