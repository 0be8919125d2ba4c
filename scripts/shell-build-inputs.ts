// Whether the shell's build in shell/dist is still the build of today's sources, so a team's e2e
// run (`npm run e2e -w mf-<name>`) rebuilds the shell only when it must. The shell provides the
// shared kernel to every remote, and its build also depends on the remotes: which kernel modules
// their exposed code reaches decides what the host provides and how those modules are chunked
// (rspack.base.ts, scripts/kernel-chunks.ts). So the inputs are the shell's and the kernel's
// files, the build config, the lockfile, and that plan of kernel modules — not a remote's own
// code, which a team changes without changing the shell's build. The hash is written beside the
// build (shell/dist/.build-inputs; no server serves dotfiles) after each build by `npm start`.
import path from 'node:path';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { ROOT_DIR } from './apps';

export const SHELL_INPUTS_FILE = path.join(ROOT_DIR, 'shell', 'dist', '.build-inputs');

/** Source folders and files of the shell's build (tests included: cheap, and never wrong). */
const INPUT_PATHS = [
  'shell/src',
  'shell/index.html',
  'shell/rspack.config.ts',
  'shell/package.json',
  'shared-kernel/src',
  'shared-kernel/package.json',
  'rspack.base.ts',
  'scripts/apps.ts',
  'scripts/kernel-chunks.ts',
  'scripts/server-stylesheets.ts',
  'package-lock.json',
];

function filesUnder(file: string): string[] {
  if (!existsSync(file)) return [];
  if (!statSync(file).isDirectory()) return [file];
  return readdirSync(file)
    .sort()
    .flatMap((name) => filesUnder(path.join(file, name)));
}

/** The hash of the files' names (relative to root) and contents, and of `extra`. */
export function hashInputs(root: string, relativePaths: readonly string[], extra: string): string {
  const hash = createHash('sha256');
  for (const file of relativePaths.flatMap((relative) => filesUnder(path.join(root, relative)))) {
    hash.update(path.relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.update(extra).digest('hex');
}

/**
 * What the shell's build is made from, today: the files above, the build-time API URL, and which
 * kernel module every app reaches (the host provides and chunks them by that).
 */
export async function shellBuildInputs(): Promise<string> {
  const root = ROOT_DIR;
  // Loaded only here: the build config pulls rspack in.
  const { appRoots } = await import('../rspack.base');
  const { kernelChunkNames, kernelFilesThroughHost } = await import('./kernel-chunks');
  const kernelSrc = path.join(root, 'shared-kernel', 'src');
  const apps = appRoots();
  const relative = (file: string) => path.relative(root, file);
  const plan = {
    chunks: [...kernelChunkNames(apps, kernelSrc)].map(([file, chunk]) => [relative(file), chunk]).sort(),
    provided: kernelFilesThroughHost(apps, kernelSrc).map(relative).sort(),
    apiUrl: process.env.CHOKDEE_API_URL ?? '',
  };
  return hashInputs(root, INPUT_PATHS, JSON.stringify(plan));
}

/** A shell build is there and was made from today's inputs. */
export async function shellBuildIsCurrent(): Promise<boolean> {
  if (!existsSync(SHELL_INPUTS_FILE)) return false;
  return readFileSync(SHELL_INPUTS_FILE, 'utf8').trim() === (await shellBuildInputs());
}

/** Called after the shell is built, with the inputs hashed before the build began (an edit made meanwhile is not in it). */
export function recordShellBuild(inputs: string): void {
  writeFileSync(SHELL_INPUTS_FILE, `${inputs}\n`);
}
