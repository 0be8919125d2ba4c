import { cpSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { findDomains } from './domains';
import { MIGRATIONS_FOLDER } from './migrate';
import { migrationFolderProblems } from './migration-journal';

/** A copy of the committed migrations to break on purpose. */
let folder: string;
beforeEach(() => {
  folder = mkdtempSync(path.join(tmpdir(), 'chokdee-migrations-'));
  cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

interface Journal {
  entries: { idx: number; version: string; when: number; tag: string; breakpoints: boolean }[];
}
const journalPath = () => path.join(folder, 'meta', '_journal.json');
const readJournal = () => JSON.parse(readFileSync(journalPath(), 'utf8')) as Journal;
const writeJournal = (journal: Journal) => writeFileSync(journalPath(), JSON.stringify(journal, null, 2));
const snapshotId = (prefix: string) =>
  (JSON.parse(readFileSync(path.join(folder, 'meta', `${prefix}_snapshot.json`), 'utf8')) as { id: string })
    .id;

/** What `drizzle-kit generate` writes on a branch: the SQL, a snapshot after `prevId`, a journal entry. */
function generate(tag: string, options: { prevId: string; when?: number; idx?: number }) {
  const journal = readJournal();
  const last = journal.entries.at(-1)!;
  writeFileSync(path.join(folder, `${tag}.sql`), 'SELECT 1;');
  const snapshot = { id: `${tag}-id`, prevId: options.prevId };
  writeFileSync(path.join(folder, 'meta', `${tag.split('_')[0]}_snapshot.json`), JSON.stringify(snapshot));
  journal.entries.push({
    idx: options.idx ?? last.idx + 1,
    version: last.version,
    when: options.when ?? last.when + 1000,
    tag,
    breakpoints: true,
  });
  writeJournal(journal);
}

const lastPrefix = () => readJournal().entries.at(-1)!.tag.split('_')[0]!;

test('the committed migrations are sound', () => {
  expect(migrationFolderProblems(MIGRATIONS_FOLDER)).toEqual([]);
});

test('each domain’s own migrations are sound, every one named by its time', async () => {
  const folders = (await findDomains()).flatMap((domain) => domain.migrationsDir ?? []);
  for (const own of folders)
    expect({ own, problems: migrationFolderProblems(own, 0) }).toEqual({ own, problems: [] });
});

test('a domain’s own migration with a running number is refused', () => {
  const own = mkdtempSync(path.join(tmpdir(), 'chokdee-domain-migrations-'));
  try {
    cpSync(folder, own, { recursive: true });
    expect(migrationFolderProblems(own, 0)).toContain(
      "0000_init: a new migration's name starts with its time (drizzle.config.ts prefix)",
    );
  } finally {
    rmSync(own, { recursive: true, force: true });
  }
});

test('a new migration named by its time follows the numbered ones', () => {
  generate('20261201093000_add_notes', { prevId: snapshotId(lastPrefix()) });
  expect(migrationFolderProblems(folder)).toEqual([]);
});

test('a new migration with a running number is refused', () => {
  generate('0018_add_notes', { prevId: snapshotId(lastPrefix()) });
  expect(migrationFolderProblems(folder)).toEqual([expect.stringMatching(/^0018_add_notes: .*its time/)]);
});

test('two branches that generated from the same schema are caught after the merge', () => {
  const base = snapshotId(lastPrefix());
  generate('20261201093000_add_notes', { prevId: base });
  generate('20261201094500_add_tags', { prevId: base, idx: readJournal().entries.length - 1 });
  expect(migrationFolderProblems(folder)).toEqual([
    expect.stringMatching(/^20261201094500_add_tags: idx/),
    expect.stringMatching(/^meta\/20261201094500_snapshot.json: does not follow/),
  ]);
});

test('two migrations sharing a prefix are caught', () => {
  generate('20261201093000_add_notes', { prevId: snapshotId(lastPrefix()) });
  generate('20261201093000_add_tags', { prevId: '20261201093000_add_notes-id' });
  expect(migrationFolderProblems(folder)).toEqual(
    expect.arrayContaining([expect.stringMatching(/^20261201093000: two migrations share this prefix/)]),
  );
});

test('a migration made before the last one applied is caught: the migrator would skip it', () => {
  const [first] = readJournal().entries;
  generate('20261201093000_add_notes', { prevId: snapshotId(lastPrefix()), when: first!.when });
  expect(migrationFolderProblems(folder)).toEqual([
    expect.stringMatching(/add_notes: made before .*skip it/),
  ]);
});

test('the journal and the SQL files must agree', () => {
  const [first] = readJournal().entries;
  unlinkSync(path.join(folder, `${first!.tag}.sql`));
  writeFileSync(path.join(folder, '20261201093000_stray.sql'), 'SELECT 1;');
  expect(migrationFolderProblems(folder)).toEqual([
    `${first!.tag}.sql: in the journal, not on disk`,
    '20261201093000_stray.sql: on disk, not in the journal',
  ]);
});
