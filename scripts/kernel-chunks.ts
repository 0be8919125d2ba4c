// Which kernel modules go in which chunk, from the apps' own imports (no module named by hand).
// The kernel is shared module by module, and the host provides all of them (rspack.base.ts), so
// without groups a page would fetch one crumb per kernel file. The modules are grouped by the
// first loads that need them:
//   - `kernel`: what the shell's first load imports (its bootstrap and everything it imports
//     statically): on every page anyway;
//   - `kernel-<remote>-<module>`: what one exposed module of a remote (its `./app` with its landing
//     page, a widget) needs beyond that, loaded with it;
//   - `kernel-<hash>`: what several of those need, named by the exact set of apps that load it
//     (first or lazily), so no page fetches a kernel module it does not use;
//   - `kernel-lazy-<hash>`: what only lazy code (a page of a remote loaded on its first visit, a
//     lazy part of the shell) imports, one chunk per set of apps.
// So a kernel store that one remote's pages use reaches no first load but that remote's.
import path from 'node:path';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';

const SCRIPT = /\.(tsx?|mts|cts)$/;
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

export interface ImportsOf {
  /** Files imported statically (import … from, export … from, side-effect imports). */
  static: string[];
  /** Files imported with `import()`. */
  dynamic: string[];
}

/** The module specifiers a file imports, static and dynamic (type-only imports left out). */
export function importSpecifiers(source: string): { static: string[]; dynamic: string[] } {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const stat: string[] = [];
  const dynamic: string[] = [];
  const fromRe = /(?:^|[;\s])(import|export)\s+(type\s+)?([^'";]*?)\s*from\s*['"]([^'"]+)['"]/g;
  for (const m of code.matchAll(fromRe)) {
    if (m[2] || (m[1] === 'export' && !/[{*]/.test(m[3] ?? ''))) continue;
    stat.push(m[4]!);
  }
  for (const m of code.matchAll(/(?:^|[;\s])import\s*['"]([^'"]+)['"]/g)) stat.push(m[1]!);
  for (const m of code.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)) dynamic.push(m[1]!);
  return { static: stat, dynamic };
}

/** The file a specifier names inside the repository (relative, or a kernel subpath), or null for a package. */
export function resolveSpecifier(fromFile: string, specifier: string, kernelSrc: string): string | null {
  let base: string;
  if (specifier.startsWith('.')) base = path.resolve(path.dirname(fromFile), specifier);
  else if (specifier.startsWith('@chokdee/shared-kernel/')) base = path.join(kernelSrc, specifier.slice(23));
  else return null;
  if (existsSync(base) && !SCRIPT.test(base) && /\.[a-z]+$/.test(base)) return base; // .css, .json
  for (const ext of EXTENSIONS) if (existsSync(base + ext)) return base + ext;
  return existsSync(base) ? base : null;
}

const importCache = new Map<string, ImportsOf>();

function importsOf(file: string, kernelSrc: string): ImportsOf {
  let cached = importCache.get(file);
  if (!cached) {
    const specs = SCRIPT.test(file)
      ? importSpecifiers(readFileSync(file, 'utf8'))
      : { static: [], dynamic: [] };
    const resolve = (list: string[]) =>
      list.map((s) => resolveSpecifier(file, s, kernelSrc)).filter((f): f is string => f !== null);
    cached = { static: resolve(specs.static), dynamic: resolve(specs.dynamic) };
    importCache.set(file, cached);
  }
  return cached;
}

/** Every file the roots reach: through static imports only, or through dynamic ones too. */
export function reach(roots: string[], kernelSrc: string, { dynamic }: { dynamic: boolean }): Set<string> {
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const next = importsOf(file, kernelSrc);
    queue.push(...next.static, ...(dynamic ? next.dynamic : []));
  }
  return seen;
}

export interface AppRoots {
  /** `shell`, or a remote's exposed module: `mf_lottery/app`, `mf_lottery/widgets/cart-button`. */
  name: string;
  /** A remote's own entry: its code runs only on its standalone page, never through the host. */
  standalone?: boolean;
  /** What it loads first: the host's bootstrap, a remote's exposed module. */
  firstLoad: string[];
  /** Where all of its code starts (its entry, its exposed modules). */
  all: string[];
}

const hash = (keys: string[]) => createHash('sha1').update(keys.join('+')).digest('hex').slice(0, 8);

/**
 * The chunk each kernel file (script or stylesheet) belongs in, by the apps that reach it (see
 * the top of this file). The host is the first app.
 */
export function kernelChunkNames(apps: AppRoots[], kernelSrc: string): Map<string, string> {
  const inKernel = (file: string) => file.startsWith(kernelSrc + path.sep);
  const firstUsers = new Map<string, string[]>();
  const lazyUsers = new Map<string, string[]>();
  for (const app of apps) {
    const first = reach(app.firstLoad, kernelSrc, { dynamic: false });
    for (const file of first)
      if (inKernel(file)) firstUsers.set(file, [...(firstUsers.get(file) ?? []), app.name]);
    for (const file of reach(app.all, kernelSrc, { dynamic: true })) {
      if (inKernel(file) && !first.has(file)) lazyUsers.set(file, [...(lazyUsers.get(file) ?? []), app.name]);
    }
  }
  const host = apps[0]?.name;
  const chunks = new Map<string, string>();
  // A chunk is named by the exact set of apps that load it (first or lazily), so an app never
  // fetches a module it does not use: one shared chunk for "several remotes" made each remote's
  // first load carry every other remote's kernel modules as remotes were added.
  const chunkFor = (users: string[]) =>
    users.length === 1 ? `kernel-${users[0]!.replace(/[^a-z0-9_-]+/gi, '-')}` : `kernel-${hash(users)}`;
  for (const [file, users] of firstUsers) {
    // The host's first load: on every page anyway. A lazy user (even the shell's lazy code) only
    // names the chunk, it never pulls a module into the host's first load.
    const all = [...new Set([...users, ...(lazyUsers.get(file) ?? [])])].sort();
    chunks.set(file, users.includes(host!) ? 'kernel' : chunkFor(all));
  }
  for (const [file, users] of lazyUsers)
    if (!chunks.has(file)) chunks.set(file, `kernel-lazy-${hash(users)}`);
  return chunks;
}

/** A file with something to run: not one that only declares types (it compiles to nothing). */
function hasRuntimeExports(file: string): boolean {
  const code = readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '');
  return /(^|\n)\s*export\s+(?!type\b|interface\b)/.test(code);
}

/** A kernel module the host can share: a script of the kernel with code to run, not a test. */
function isSharableKernelModule(file: string, kernelSrc: string): boolean {
  return (
    file.startsWith(kernelSrc + path.sep) &&
    SCRIPT.test(file) &&
    !/\.test\.tsx?$/.test(file) &&
    hasRuntimeExports(file)
  );
}

/**
 * The kernel modules the host must provide: those the shell or a remote's exposed modules (and
 * their lazy pages) can load, with code to run. A remote's standalone page and type-only files
 * are left out: provided, they only weigh on the host's entry.
 */
export function kernelFilesThroughHost(apps: AppRoots[], kernelSrc: string): string[] {
  const roots = apps.filter((app) => !app.standalone).flatMap((app) => app.all);
  return [...reach(roots, kernelSrc, { dynamic: true })]
    .filter((file) => isSharableKernelModule(file, kernelSrc))
    .sort();
}

/**
 * What each remote's exposed module imports from the kernel on its first load beyond what the
 * shell's first load has already run: once its first render has painted, the host asks for the
 * opened page's remote's list, so those modules download together instead of one import level at
 * a time (ADR 002, round 6). Keyed by the app's name (`mf_lottery/app`); the host is the first app.
 */
export function kernelFirstLoadsBeyondHost(apps: AppRoots[], kernelSrc: string): Map<string, string[]> {
  const [host, ...remotes] = apps;
  const hostFirst = host ? reach(host.firstLoad, kernelSrc, { dynamic: false }) : new Set<string>();
  const beyond = new Map<string, string[]>();
  for (const app of remotes) {
    if (app.standalone) continue;
    const files = [...reach(app.firstLoad, kernelSrc, { dynamic: false })]
      .filter((file) => !hostFirst.has(file) && isSharableKernelModule(file, kernelSrc))
      .sort();
    if (files.length > 0) beyond.set(app.name, files);
  }
  return beyond;
}
