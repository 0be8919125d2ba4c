// CI's per-remote e2e step (.ci/run, after `npm test`): proves the path a team takes,
// `npm run e2e -w mf-<name>`, on the build the integration run left (only that remote is rebuilt;
// the shell only when its inputs changed). Its journeys already ran in the integration run, so
// running every remote again would double the e2e time for nothing new: it runs the remotes whose
// folder the last commit changed, and when none did, one remote picked by the commit, so every
// remote's path is proven in turn. `--all` runs every remote; names run those.
//   tsx scripts/ci-remote-e2e.ts [--all | mf-<name>…]
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { listRemotes, ROOT_DIR } from './apps';

/** The remotes with journeys of their own (an `e2e/` folder). */
export function remotesWithJourneys(root = ROOT_DIR): string[] {
  return listRemotes(root)
    .map((app) => app.dir)
    .filter((dir) => existsSync(path.join(root, dir, 'e2e')));
}

/**
 * What to run: the remotes among `changedFiles` (paths from the checkout's root), else the one
 * the commit picks (its hash, modulo the remotes: a different one as commits go by).
 */
export function pickRemotes(
  remotes: readonly string[],
  changedFiles: readonly string[],
  commit: string,
): string[] {
  const changed = remotes.filter((dir) => changedFiles.some((file) => file.startsWith(`${dir}/`)));
  if (changed.length > 0 || remotes.length === 0) return changed;
  const index = Number.parseInt(commit.slice(0, 8), 16) % remotes.length;
  return [remotes[Number.isNaN(index) ? 0 : index]!];
}

function git(args: string[]): string | null {
  const result = spawnSync('git', args, { cwd: ROOT_DIR, encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : null;
}

if (require.main === module) {
  const args = process.argv.slice(2);
  const remotes = remotesWithJourneys();
  let chosen: string[];
  if (args.includes('--all')) chosen = remotes;
  else if (args.length > 0) chosen = args;
  else {
    // A shallow clone has no previous commit: then nothing counts as changed.
    const changed = git(['diff', '--name-only', 'HEAD~1', 'HEAD'])?.split('\n') ?? [];
    chosen = pickRemotes(remotes, changed, git(['rev-parse', 'HEAD']) ?? '0');
  }
  for (const dir of chosen) {
    if (!remotes.includes(dir)) {
      console.error(`ci-remote-e2e: ${dir} ไม่ใช่รีโมตที่มีการทดสอบใน ${dir}/e2e/`);
      process.exit(2);
    }
  }
  for (const dir of chosen) {
    const started = Date.now();
    console.log(`▸ e2e ของ ${dir} อย่างเดียว (npm run e2e -w ${dir})`);
    const result = spawnSync('npm', ['run', 'e2e', '-w', dir], { cwd: ROOT_DIR, stdio: 'inherit' });
    console.log(`▸ ${dir}: ${((Date.now() - started) / 1000).toFixed(0)} s`);
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}
