// A throwaway copy of the checkout (the files git tracks or would, as they are now) for the scaffold test: its own
// packages, and node_modules made of links to the real one's, except the workspace links,
// which point into the copy — so a build there uses the copy's kernel.
import path from 'node:path';
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  statSync,
  symlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { REPO_ROOT } from './env';

export function copyCheckout(): string {
  const copy = mkdtempSync(path.join(tmpdir(), 'chokdee-scaffold-'));
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: REPO_ROOT,
  })
    .toString()
    .split('\0')
    .filter((file) => file && existsSync(path.join(REPO_ROOT, file)));
  for (const file of files) {
    mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
    cpSync(path.join(REPO_ROOT, file), path.join(copy, file));
  }
  const modules = path.join(REPO_ROOT, 'node_modules');
  mkdirSync(path.join(copy, 'node_modules', '@chokdee'), { recursive: true });
  for (const entry of readdirSync(modules)) {
    if (entry !== '@chokdee') symlinkSync(path.join(modules, entry), path.join(copy, 'node_modules', entry));
  }
  for (const pkg of readdirSync(path.join(modules, '@chokdee'))) {
    symlinkSync(path.join(copy, pkg), path.join(copy, 'node_modules', '@chokdee', pkg));
  }
  return copy;
}

/** Every file under `root` (node_modules and build output aside) with a hash of its content. */
export function snapshot(root: string): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      if (entry === 'node_modules' || entry === 'dist' || entry === '.git') continue;
      const file = path.join(dir, entry);
      if (statSync(file).isDirectory()) walk(file);
      else files.set(path.relative(root, file), createHash('sha1').update(readFileSync(file)).digest('hex'));
    }
  };
  walk(root);
  return files;
}

/** The files added, removed or changed between two snapshots. */
export function changedFiles(before: Map<string, string>, after: Map<string, string>): string[] {
  const changed = new Set<string>();
  for (const [file, hash] of after) if (before.get(file) !== hash) changed.add(file);
  for (const file of before.keys()) if (!after.has(file)) changed.add(file);
  return [...changed].sort();
}
