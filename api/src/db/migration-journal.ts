import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

interface JournalEntry {
  idx: number;
  when: number;
  tag: string;
}

/**
 * The central folder's first migrations were numbered (`0000`–`0017`); every later one, and every
 * one in a domain's own folder, is named by its UTC time.
 */
const NUMBERED_MIGRATIONS = 18;
const INDEX_PREFIX = /^\d{4}$/;
const TIMESTAMP_PREFIX = /^\d{14}$/;
/** The `prevId` of the first snapshot. */
const NO_SNAPSHOT = '00000000-0000-0000-0000-000000000000';

const prefixOf = (tag: string) => tag.split('_')[0] ?? '';

function journalOf(folder: string): JournalEntry[] {
  return (
    JSON.parse(readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as {
      entries: JournalEntry[];
    }
  ).entries;
}

function duplicates(values: string[]): string[] {
  return values.filter((value, i) => values.indexOf(value) !== i);
}

/**
 * What is wrong with a migrations folder, in words (none: it is sound). The migrator runs the
 * journal's entries in order and skips any whose `when` is not later than the last one applied, so
 * two branches that each add a migration must not meet silently: their tags, prefixes and snapshot
 * chain are checked here, and the journal must name exactly the SQL files and snapshots on disk.
 */
export function migrationFolderProblems(folder: string, numbered = NUMBERED_MIGRATIONS): string[] {
  const problems: string[] = [];
  const entries = journalOf(folder);
  const tags = entries.map((entry) => entry.tag);
  const prefixes = tags.map(prefixOf);

  entries.forEach((entry, i) => {
    if (entry.idx !== i) problems.push(`${entry.tag}: idx ${entry.idx}, but it is entry ${i} of the journal`);
    const previous = entries[i - 1];
    if (previous && entry.when <= previous.when)
      problems.push(`${entry.tag}: made before ${previous.tag} (when), so the migrator would skip it`);
  });
  for (const tag of duplicates(tags)) problems.push(`${tag}: two journal entries have this tag`);
  for (const prefix of duplicates(prefixes)) problems.push(`${prefix}: two migrations share this prefix`);
  prefixes.forEach((prefix, i) => {
    const isNumbered = i < numbered && INDEX_PREFIX.test(prefix);
    if (!isNumbered && !TIMESTAMP_PREFIX.test(prefix))
      problems.push(`${tags[i]}: a new migration's name starts with its time (drizzle.config.ts prefix)`);
  });

  const sqlFiles = readdirSync(folder).filter((file) => file.endsWith('.sql'));
  for (const tag of tags)
    if (!sqlFiles.includes(`${tag}.sql`)) problems.push(`${tag}.sql: in the journal, not on disk`);
  for (const file of sqlFiles)
    if (!tags.includes(file.replace(/\.sql$/, ''))) problems.push(`${file}: on disk, not in the journal`);

  const snapshotFiles = readdirSync(path.join(folder, 'meta')).filter((file) =>
    file.endsWith('_snapshot.json'),
  );
  const expectedSnapshots = prefixes.map((prefix) => `${prefix}_snapshot.json`);
  for (const file of snapshotFiles)
    if (!expectedSnapshots.includes(file)) problems.push(`meta/${file}: no journal entry has this prefix`);
  let previousId = NO_SNAPSHOT;
  for (const file of expectedSnapshots) {
    const snapshotPath = path.join(folder, 'meta', file);
    if (!existsSync(snapshotPath)) {
      problems.push(`meta/${file}: in the journal, not on disk`);
      continue;
    }
    const snapshot = JSON.parse(readFileSync(snapshotPath, 'utf8')) as { id: string; prevId: string };
    if (snapshot.prevId !== previousId)
      problems.push(
        `meta/${file}: does not follow the snapshot before it (two branches generated from one schema)`,
      );
    previousId = snapshot.id;
  }
  return problems;
}
