// `npm run new-remote -- <name> [--display-name 'ชื่อไทย'] [--port N] [--no-install]`: a new remote
// `mf-<name>` made from the remote kit (shared-kernel/src/remote/), with one landing page at
// `/<name>`, its catalog.json (name, Thai display name, port, routes, widgets), its tests, and
// nothing else in the repository changed but the lockfile (the new workspace).
// docs/adding-a-remote.md goes on from there.
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import * as prettier from 'prettier';
import { RemoteDisplayNameSchema } from '@chokdee/shared-contract/schemas/catalog';
import { listApps, ROOT_DIR } from './apps';

export interface NewRemoteOptions {
  /** `quest` or `mf-quest`. */
  name: string;
  /** What members and staff read (catalog.json `display_name`); DEFAULT_DISPLAY_NAME when left out. */
  displayName?: string;
  /** The default port; the lowest free one from 3001 when left out. */
  port?: number;
  /** The checkout to add it to (the repository by default; a copy in the scaffold test). */
  root?: string;
  /** Update package-lock.json for the new workspace (default true). */
  install?: boolean;
}

export interface NewRemote {
  dir: string;
  federationName: string;
  displayName: string;
  port: number;
  landingPath: string;
}

const NAME = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

/** A new remote's Thai name until its team gives one: never the technical `mf-…` name. */
export const DEFAULT_DISPLAY_NAME = 'บริการใหม่';

const USAGE = "ใช้: npm run new-remote -- <ชื่อ> [--display-name 'ชื่อภาษาไทย'] [--port N] [--no-install]";

/** `mf-quest` and `quest` → `quest`; anything else is refused with the reason. */
export function remoteSlug(name: string): string {
  const slug = name.replace(/^mf-/, '');
  if (!NAME.test(slug) || slug.length > 30) {
    throw new Error(`ชื่อรีโมต "${name}" ใช้ไม่ได้: ใช้ตัวอักษรเล็ก ตัวเลข และ - เช่น quest หรือ mf-quest`);
  }
  return slug;
}

/** The Thai display name, trimmed; an empty or non-Thai one is refused with the catalog's reason. */
export function remoteDisplayName(value: string | undefined): string {
  if (value === undefined) return DEFAULT_DISPLAY_NAME;
  const parsed = RemoteDisplayNameSchema.safeParse(value);
  if (!parsed.success) {
    throw new Error(`--display-name "${value}" ใช้ไม่ได้: ${parsed.error.issues[0]?.message}`);
  }
  return parsed.data;
}

/** The lowest port from 3001 that no app of the checkout has. */
export function freePort(used: readonly number[]): number {
  let port = 3001;
  while (used.includes(port)) port += 1;
  return port;
}

function dependencyVersions(root: string): Record<string, string> {
  const readPackage = (dir: string) =>
    JSON.parse(readFileSync(path.join(root, dir, 'package.json'), 'utf8')) as {
      version: string;
      dependencies: Record<string, string>;
    };
  const kernel = readPackage('shared-kernel');
  const pick = (names: string[]) =>
    Object.fromEntries(names.map((name) => [name, kernel.dependencies[name]!]));
  // The platform by a caret range of today's version: its build records it, and the API refuses
  // the remote on a shell whose platform is another major.
  return {
    '@chokdee/shared-contract': `^${readPackage('shared-contract').version}`,
    '@chokdee/shared-kernel': `^${kernel.version}`,
    ...pick([
      '@nanostores/react',
      'nanostores',
      'react',
      'react-dom',
      'react-router',
      'single-spa',
      'single-spa-react',
    ]),
  };
}

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** Every file of the new remote, by its path inside `mf-<name>/`. */
export function remoteFiles(
  slug: string,
  port: number,
  dependencies: Record<string, string>,
  displayName: string = DEFAULT_DISPLAY_NAME,
): Record<string, string> {
  const dir = `mf-${slug}`;
  const federationName = `mf_${slug.replace(/-/g, '_')}`;
  const landing = `/${slug}`;
  return {
    'package.json': json({
      name: `@chokdee/${dir}`,
      version: '0.1.0',
      private: true,
      scripts: {
        build: 'rspack build --mode production',
        dev: 'rspack serve --mode development',
        test: 'jest',
        e2e: 'tsx ../scripts/e2e-remote.ts',
      },
      dependencies,
    }),
    'catalog.json': json({
      name: federationName,
      display_name: displayName,
      port,
      routes: [{ path: landing, title: `หน้าแรกของ ${dir}`, layout: 'default', auth: 'none' }],
      widgets: [],
    }),
    'rspack.config.ts': `import { createRemoteConfig } from '../rspack.base';\n\nexport default createRemoteConfig(__dirname);\n`,
    'jest.config.cjs': `module.exports = require('../jest.preset.cjs')(__dirname, { environment: 'jsdom' });\n`,
    'tsconfig.json': json({
      extends: '../shared-kernel/tsconfig.remote.json',
      compilerOptions: { outDir: `../node_modules/.tsbuild/${dir}` },
      references: [
        { path: '../shared-contract' },
        { path: '../shared-kernel' },
        { path: '../tsconfig.tools.json' },
      ],
    }),
    'README.md': `# ${dir} (port ${port})

A remote made with \`npm run new-remote\` (docs/adding-a-remote.md). Module Federation name
\`${federationName}\`, exposing \`./app\` (and one \`./widgets/<name>\` per widget in catalog.json).
What it serves — routes, layouts, guards, menu links, theme, widgets — is in \`catalog.json\`.

| folder | what |
| --- | --- |
| \`src/app/app-routes.tsx\` | the routes, as a \`RouteObject[]\`: the landing page eager, every other page \`lazyPage\` |
| \`src/app/routes/\` | one file per page |
| \`src/config/paths.ts\` | every path it serves (cross-app ones come from the kernel's \`app-paths\`) |
| \`src/features/<name>/\` | the features the pages compose; a feature never imports another |
| \`src/widgets/<name>.tsx\` | the widgets catalog.json places in the shell's slots |

Scripts: \`npm run dev -w ${dir}\` (standalone frame on :${port} against the API), \`npm run build -w ${dir}\`,
\`npx jest --selectProjects ${dir}\`, and \`npm run e2e -w ${dir}\` (its journeys in \`e2e/\`, under the shell,
with only this remote built fresh).
`,
    'src/index.ts': `// The async boundary: Module Federation negotiates the shared singletons before bootstrap runs.\nimport('./bootstrap');\n`,
    'src/bootstrap.tsx': `import { mountStandalone } from '@chokdee/shared-kernel/remote/mount-standalone';
import { appRoutes } from './app/app-routes';
import { paths } from './config/paths';

mountStandalone({ appName: '${dir}', remoteName: '${federationName}', routes: appRoutes, landingPath: paths.home.getHref() });
`,
    'src/export-app.tsx': `// The exposed \`./app\`: single-spa lifecycles the shell mounts with <Parcel> (DESIGN.md §2).
import { createRemoteApp } from '@chokdee/shared-kernel/remote/create-remote-app';
import catalog from '../catalog.json';
import { appRoutes } from './app/app-routes';

// If it throws, a visitor reads 'ขออภัย ระบบ<display_name>ขัดข้องชั่วคราว': its catalog.json names it once.
export const { bootstrap, mount, unmount } = createRemoteApp({
  routes: appRoutes,
  system: \`ระบบ\${catalog.display_name}\`,
});
`,
    'src/export-app.test.tsx': `import { screen } from '@testing-library/react';
import { describeExposedApp } from '@chokdee/shared-kernel/testing/exposed-app';
import * as app from './export-app';

describeExposedApp(app, {
  remoteName: '${federationName}',
  served: {
    path: '${landing}',
    expectPage: () => {
      expect(screen.getByRole('heading', { level: 1, name: 'หน้าแรกของ ${dir}' })).toBeInTheDocument();
    },
  },
  notServed: '/check-lottery',
});
`,
    'src/config/paths.ts': `/** Every path this remote serves, in one place (its catalog.json registers the same patterns). */
export const paths = {
  home: { path: '${landing}', getHref: () => '${landing}' },
} as const;
`,
    'src/app/app-routes.tsx': `import type { RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { HomePage } from './routes/home';

// The landing page loads with the remote; add every other page with \`lazyPage\` (remote/lazy-page).
export const appRoutes: RouteObject[] = [{ path: paths.home.path, element: <HomePage /> }];
`,
    'src/app/app-routes.test.tsx': `import { expectCatalogMatchesRoutes } from '@chokdee/shared-kernel/testing/catalog-routes';
import catalog from '../../catalog.json';
import { appRoutes } from './app-routes';

it('serves exactly the paths its catalog.json registers', () => {
  expectCatalogMatchesRoutes(catalog, appRoutes);
});
`,
    [`e2e/${slug}.spec.ts`]: `// This remote's own journeys: \`npm run e2e -w ${dir}\` runs them under the shell with only
// ${dir} built fresh; \`npm run e2e\` runs them with every other app's (e2e/README.md).
import { expect, test } from '@playwright/test';

test('its landing page shows under the shell', async ({ page }) => {
  await page.goto('${landing}');
  await expect(page.getByRole('heading', { level: 1, name: 'หน้าแรกของ ${dir}' })).toBeVisible();
});
`,
    'src/app/routes/home.tsx': `/** The landing page of ${dir}: replace it with the remote's first page. */
export function HomePage() {
  return (
    <section>
      <h1>หน้าแรกของ ${dir}</h1>
      <p>เริ่มเขียนหน้าของรีโมตนี้ได้ที่ src/app/routes/</p>
    </section>
  );
}
`,
  };
}

/**
 * The files of a new remote, each passed through the repository's prettier settings: a template line
 * that fits for `quest` can overflow for `amulet-shop`, and a fresh scaffold must pass `npm run lint`.
 */
export async function formattedRemoteFiles(
  slug: string,
  port: number,
  versions: Record<string, string>,
  root: string = ROOT_DIR,
  displayName: string = DEFAULT_DISPLAY_NAME,
): Promise<Record<string, string>> {
  const formatted: Record<string, string> = {};
  for (const [file, content] of Object.entries(remoteFiles(slug, port, versions, displayName))) {
    const filepath = path.join(root, `mf-${slug}`, file);
    const options = (await prettier.resolveConfig(filepath)) ?? {};
    formatted[file] = await prettier.format(content, { ...options, filepath });
  }
  return formatted;
}

export async function newRemote({
  name,
  displayName,
  port,
  root = ROOT_DIR,
  install = true,
}: NewRemoteOptions): Promise<NewRemote> {
  const slug = remoteSlug(name);
  const shownAs = remoteDisplayName(displayName);
  const dir = `mf-${slug}`;
  const target = path.join(root, dir);
  if (existsSync(target)) throw new Error(`${dir} มีอยู่แล้ว`);
  const apps = listApps(root);
  const chosen = port ?? freePort(apps.map((app) => app.defaultPort));
  const owner = apps.find((app) => app.defaultPort === chosen);
  if (owner) throw new Error(`พอร์ต ${chosen} เป็นของ ${owner.dir} แล้ว`);

  const files = await formattedRemoteFiles(slug, chosen, dependencyVersions(root), root, shownAs);
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(target, file)), { recursive: true });
    writeFileSync(path.join(target, file), content);
  }
  if (install) {
    // The new workspace in package-lock.json, and nothing in node_modules touched.
    const result = spawnSync('npm', ['install', '--package-lock-only', '--no-audit', '--no-fund'], {
      cwd: root,
      stdio: 'inherit',
    });
    if (result.status !== 0) throw new Error('npm install --package-lock-only ไม่สำเร็จ');
  }
  return {
    dir,
    federationName: `mf_${slug.replace(/-/g, '_')}`,
    displayName: shownAs,
    port: chosen,
    landingPath: `/${slug}`,
  };
}

/** The command line as options; a missing name, a flag without its value or an unknown flag is refused in Thai. */
export function newRemoteArgs(argv: readonly string[]): NewRemoteOptions {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      options: {
        'display-name': { type: 'string' },
        port: { type: 'string' },
        'no-install': { type: 'boolean' },
      },
    });
  } catch (error) {
    // `--display-name` as the last word, or followed by another flag: it was left empty.
    if (/--display-name/.test((error as Error).message)) remoteDisplayName('');
    throw new Error(USAGE);
  }
  const { values, positionals } = parsed;
  const [name] = positionals;
  if (!name || positionals.length > 1) throw new Error(USAGE);
  const port = values.port === undefined ? undefined : Number(values.port);
  if (port !== undefined && !Number.isInteger(port))
    throw new Error(`--port "${values.port}" ต้องเป็นตัวเลข\n${USAGE}`);
  return {
    name,
    displayName: remoteDisplayName(values['display-name']),
    port,
    install: !values['no-install'],
  };
}

async function main(): Promise<void> {
  try {
    const made = await newRemote(newRemoteArgs(process.argv.slice(2)));
    console.log(`สร้าง ${made.dir} แล้ว (${made.federationName}, พอร์ต ${made.port}, หน้าแรก ${made.landingPath})
ชื่อที่ผู้ใช้เห็น: ${made.displayName} (แก้ได้ที่ ${made.dir}/catalog.json → display_name)
ต่อไป: npm install   # ลิงก์ workspace ใหม่
       npm run dev -w ${made.dir}   # หรือ npm start แล้วเปิด http://localhost:3000${made.landingPath}
อ่านต่อ: docs/adding-a-remote.md`);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}

if (require.main === module) void main();
