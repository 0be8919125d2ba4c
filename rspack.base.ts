// One build factory for the shell and every remote: each app's rspack.config.ts states only
// its name, port and exposes. Everything that must match across apps (shared singletons,
// share strategy, chunk naming, CSS handling) lives here so the apps cannot drift apart.
import path from 'node:path';
import { existsSync, readFileSync } from 'node:fs';
import { rspack, type Compiler, type Configuration, type OptimizationSplitChunksOptions } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { APPS, exposesOf, portEnvOf, portOf, readRemoteCatalog, SHELL } from './scripts/apps';
import { RELEASE_RECORD_FILE, readPackageJson, releaseRecordOf } from './scripts/release-record';
import { ServerStylesheetsPlugin } from './scripts/server-stylesheets';
import {
  kernelChunkNames,
  kernelFilesThroughHost,
  kernelFirstLoadsBeyondHost,
  type AppRoots,
} from './scripts/kernel-chunks';

export interface AppBuildOptions {
  /** Directory of the app (pass __dirname). */
  dir: string;
  /** Module Federation name, e.g. `shell`, `mf_lottery`. */
  name: string;
  /** Dev-server port; the default of DESIGN.md §5 for this app. */
  port: number;
  /** `host` gets an absolute publicPath; a `remote` gets a remoteEntry. Both get HTML: a remote's is the bare standalone frame. */
  kind: 'host' | 'remote';
  /** Modules a remote exposes, e.g. `{ './app': './src/export-app.tsx' }`. */
  exposes?: Record<string, string>;
  /** Page title of the HTML. */
  title?: string;
  /** The HTML page; a remote's is the kit's standalone page. */
  template?: string;
}

const rootDir = __dirname;
const kernelSrc = path.join(rootDir, 'shared-kernel', 'src');

function versionOf(pkg: string): string {
  const json = JSON.parse(readFileSync(path.join(rootDir, 'node_modules', pkg, 'package.json'), 'utf8')) as {
    version: string;
  };
  return `^${json.version}`;
}

/**
 * The Module Federation runtime in its ES module build. Rspack's plugin finds the runtime with
 * `require.resolve`, which picks the CommonJS files: those cannot be tree-shaken, and the
 * `experiments.optimization` flags cannot remove code from them. Every request for a runtime
 * package (including the absolute path the plugin imports) goes to one ESM copy, so the app's
 * `loadRemote` and the bundler runtime still share one instance.
 */
function esmFederationRuntime(): Record<string, string> {
  const mf = path.join(rootDir, 'node_modules', '@module-federation');
  const alias: Record<string, string> = {
    [path.join(mf, 'webpack-bundler-runtime/dist/index.cjs')]: path.join(
      mf,
      'webpack-bundler-runtime/dist/index.js',
    ),
    '@module-federation/runtime': path.join(mf, 'runtime/dist/index.js'),
  };
  for (const pkg of ['webpack-bundler-runtime', 'runtime-core', 'sdk']) {
    alias[`@module-federation/${pkg}$`] = path.join(mf, pkg, 'dist/index.js');
  }
  // What the host's external-runtime plugin imports (see `provideExternalRuntime`).
  alias['@module-federation/runtime-tools/runtime-core$'] = path.join(mf, 'runtime-core/dist/index.js');
  alias['@module-federation/error-codes$'] = path.join(mf, 'error-codes/dist/index.mjs');
  return alias;
}

/**
 * Every react-router export an app may import. react-router is shared whole by default (61 KB
 * gzip: a shared module cannot know what other apps will use); with this list each build provides a
 * copy trimmed to these exports (about half). The host's copy is the one every remote gets, so the
 * list is the contract: `SharedExportsGuardPlugin` fails any build that uses an export not listed.
 * Declarative routing only: the data router (`createBrowserRouter`, loaders, `useMatches`…) was
 * 17 KB gzip more on every first visit, and no route of ours loads data (ADR 002, round 5).
 */
export const REACT_ROUTER_EXPORTS = [
  'BrowserRouter',
  'MemoryRouter',
  'Routes',
  'Route',
  'Router',
  'Link',
  'NavLink',
  'Navigate',
  'Outlet',
  'generatePath',
  'matchPath',
  'matchRoutes',
  'createSearchParams',
  'useHref',
  'useInRouterContext',
  'useLocation',
  'useMatch',
  'useNavigate',
  'useNavigationType',
  'useOutlet',
  'useOutletContext',
  'useParams',
  'useResolvedPath',
  'useRoutes',
  'useSearchParams',
];

/** Shared packages built trimmed to a fixed export list (production only: dev has no tree shaking). */
const TRIMMED_SHARED: Record<string, readonly string[]> = { 'react-router': REACT_ROUTER_EXPORTS };

/**
 * The singletons of DESIGN.md §2: one copy at runtime, whichever app loads first provides it.
 * zod is deliberately not shared: its package index carries every locale (89 KB gzip when shared
 * whole, even trimmed to `z`), while each app's own tree-shaken copy is about 25 KB.
 */
export function sharedSingletons(options: { production?: boolean; host?: boolean } = {}) {
  const singleton = (pkg: string) => {
    const usedExports = options.production ? TRIMMED_SHARED[pkg] : undefined;
    return {
      singleton: true,
      requiredVersion: versionOf(pkg),
      ...(usedExports
        ? { treeShaking: { mode: 'runtime-infer' as const, usedExports: [...usedExports] } }
        : {}),
    };
  };
  const kernelVersion = versionOf('@chokdee/shared-kernel');
  const kernel = { singleton: true, requiredVersion: kernelVersion, version: kernelVersion.slice(1) };
  return {
    ...(options.host ? hostProvidedKernel(kernel) : {}),
    react: singleton('react'),
    'react/': singleton('react'),
    'react-dom': singleton('react-dom'),
    'react-dom/': singleton('react-dom'),
    'react-router': singleton('react-router'),
    nanostores: singleton('nanostores'),
    '@nanostores/react': singleton('@nanostores/react'),
    // The kernel is imported by subpath (`@chokdee/shared-kernel/stores/auth`), so it is shared
    // by prefix: every kernel module, and so every nanostores atom, exists once.
    '@chokdee/shared-kernel/': kernel,
  };
}

/**
 * The host provides every kernel module an app can load through it (the shell's, and those the
 * remotes' exposed modules reach: `kernelFilesThroughHost`), not only those it imports itself. A shared module is
 * offered to the page only by an app that imports it, so a remote used to load its own copy of
 * any kernel module the shell never imports (`api/lottery`, `schemas/lottery-result`…) — and with
 * them its own zod (25 KB gzip), a round trip per level of imports, and a second instance. Naming
 * a module by its file (`import`) makes the build provide it even unused; each stays in its own
 * lazy chunk, fetched only when an app consumes it, with the host's zod that is already loaded.
 */
function hostProvidedKernel(config: object): Record<string, object> {
  const provided: Record<string, object> = {};
  for (const file of kernelFilesThroughHost(appRoots(), kernelSrc))
    provided[kernelShareName(file)] = { ...config, import: file };
  return provided;
}

/** The shared module's name of a kernel file: `@chokdee/shared-kernel/stores/auth`. */
function kernelShareName(file: string): string {
  const subpath = path
    .relative(kernelSrc, file)
    .replace(/\.tsx?$/, '')
    .split(path.sep)
    .join('/');
  return `@chokdee/shared-kernel/${subpath}`;
}

/**
 * By remote, the kernel modules its `./app` needs on its first load beyond the shell's own
 * (`kernelFirstLoadsBeyondHost`), for the host's `__CHOKDEE_KERNEL_FIRST_LOADS__`. Not its widgets':
 * a widget's slot is on some layouts only, and its modules would be fetched for nothing elsewhere.
 */
function kernelFirstLoadsByRemote(): Record<string, string[]> {
  const byRemote: Record<string, string[]> = {};
  for (const [app, files] of kernelFirstLoadsBeyondHost(appRoots(), kernelSrc)) {
    const [remote, expose] = app.split(/\/(.*)/);
    if (remote && expose === 'app') byRemote[remote] = files.map(kernelShareName);
  }
  return byRemote;
}

/**
 * Fails the build when an app imports an export of a trimmed shared package that is not in its
 * list: at runtime the remote would get the host's trimmed copy and find `undefined` there. The
 * manifest's stats list, per shared package, the exports this build uses plus the declared ones.
 */
class SharedExportsGuardPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('SharedExportsGuardPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'SharedExportsGuardPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const asset = compilation.getAsset('mf-stats.json');
          if (!asset) return;
          const stats = JSON.parse(asset.source.source().toString()) as {
            shared?: { name: string; usedExports?: string[] }[];
          };
          for (const shared of stats.shared ?? []) {
            const allowed = TRIMMED_SHARED[shared.name];
            const extra = allowed ? (shared.usedExports ?? []).filter((e) => !allowed.includes(e)) : [];
            if (extra.length > 0) {
              compilation.errors.push(
                new rspack.WebpackError(
                  `${shared.name} is shared trimmed to a fixed list of exports; add ${extra.join(', ')} to that list in rspack.base.ts (every app shares the host's copy).`,
                ),
              );
            }
          }
        },
      );
    });
  }
}

/**
 * Writes `release.json` beside a remote's manifest: its version and the platform and React ranges
 * of its package.json (scripts/release-record.ts). Registration sends what the build was made
 * with, so a remote built against another platform major is refused by the live shell's check.
 */
class ReleaseRecordPlugin {
  constructor(private readonly appDir: string) {}

  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('ReleaseRecordPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ReleaseRecordPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const record = releaseRecordOf(readPackageJson(this.appDir));
          compilation.emitAsset(
            RELEASE_RECORD_FILE,
            new rspack.sources.RawSource(`${JSON.stringify(record, null, 2)}\n`),
          );
        },
      );
    });
  }
}

/** The Thai faces of the site's font (shell/src/styles/fonts.css): the first paint's text. */
const FIRST_PAINT_FONTS = /noto-sans-thai-thai-(400|700)-normal\.[0-9a-f]+\.woff2$/;

/**
 * Preloads the host's Thai font faces from its page's head. A page whose body comes rendered in
 * the HTML paints its text before the stylesheet's fonts would be asked for; drawn first in a
 * fallback, its lines re-wrapped when Noto Sans Thai arrived (a store's title block: CLS 0.07).
 */
class FontPreloadPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.compilation.tap('FontPreloadPlugin', (compilation) => {
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tap(
        'FontPreloadPlugin',
        (data) => {
          const fonts = compilation
            .getAssets()
            .map((asset) => asset.name)
            .filter((name) => FIRST_PAINT_FONTS.test(name))
            .sort();
          const links = fonts.map((name) => ({
            tagName: 'link',
            attributes: {
              rel: 'preload',
              as: 'font',
              type: 'font/woff2',
              crossorigin: '',
              href: `${data.publicPath}${name}`,
            },
            voidTag: true,
          }));
          data.headTags.unshift(...links);
          return data;
        },
      );
    });
  }
}

/**
 * Inside the kernel, files import each other by relative path (`../api/auth-token`). Sharing
 * matches the package specifier only, so those imports would bundle a private copy of the module
 * into each app: a remote's API client would read its own `$authToken`, not the shell's. This
 * rewrites them to `@chokdee/shared-kernel/…` so every kernel module, wherever it is imported from,
 * is the one shared instance. Other files (CSS, JSON fixtures) are left alone.
 */
function kernelImportsThroughSharing() {
  return new rspack.NormalModuleReplacementPlugin(/^\.\.?\//, (data) => {
    if (!data.context?.startsWith(kernelSrc)) return;
    const target = path.resolve(data.context, data.request).replace(/\.tsx?$/, '');
    // Script modules only: a request that still names a file type (.css, .json) stays relative.
    if (!target.startsWith(kernelSrc + path.sep) || /\.[a-z0-9]+$/i.test(path.basename(target))) return;
    data.request = `@chokdee/shared-kernel/${path.relative(kernelSrc, target).split(path.sep).join('/')}`;
  });
}

/**
 * A remote's standalone page has no host to lend it the Module Federation runtime (see
 * `externalRuntime` below), so its HTML loads this entry first: it provides the runtime core under
 * the global the remote's build reads. The absolute path keeps it from matching that external.
 */
function runtimeCoreProviderEntry(): string {
  const core = path.join(rootDir, 'node_modules/@module-federation/runtime-core/dist/index.js');
  return `data:text/javascript,${encodeURIComponent(
    `import * as core from ${JSON.stringify(core)};\nglobalThis._FEDERATION_RUNTIME_CORE ??= core;`,
  )}`;
}

/** Where each app's code starts, for `kernelChunkNames`: the host's bootstrap, each exposed module of each remote. */
export function appRoots(): AppRoots[] {
  return APPS.flatMap((app): AppRoots[] => {
    const dir = path.join(rootDir, app.dir);
    const entry = path.join(dir, 'src', 'index.ts');
    if (!app.remote)
      return [{ name: app.name, firstLoad: [path.join(dir, 'src', 'bootstrap.tsx')], all: [entry] }];
    const exposed = Object.entries(exposesOf(dir)).map(([request, file]) => ({
      name: `${app.name}${request.slice(1)}`,
      firstLoad: [path.join(dir, file)],
      all: [path.join(dir, file)],
    }));
    return [...exposed, { name: app.name, firstLoad: [], all: [entry], standalone: true }];
  });
}

/**
 * What only classic zod uses: its own files, the locale it installs, and the parts of zod's core
 * behind its methods (`.toJSONSchema()`, its schema memoizer and compiler). zod/mini reaches none.
 */
const zodClassic =
  /[\\/]node_modules[\\/]zod[\\/]((v4[\\/])?index\.js$|v4[\\/](classic|locales)[\\/]|v4[\\/]core[\\/](json-schema-processors|json-schema-generator|to-json-schema|memoizer|compile|visit)\.js$)/;

/**
 * Each shared module is its own lazy chunk (its app loads it only if no other app provides it),
 * so a first visit fetched some 40 chunks of 0.1–1 KB, in as many steps as kernel modules import
 * each other. These groups put the modules that are always needed together into one chunk each:
 * React with its DOM renderer, react-router, zod, and the kernel with the small libraries only it
 * uses. Only lazy chunks are touched (an entry must not carry a shared module), and a remote still
 * fetches these chunks only for the modules the host does not provide (in practice: standalone).
 */
function sharedChunkGroups(): OptimizationSplitChunksOptions['cacheGroups'] {
  const nodeModules = (packages: string) => new RegExp(`[\\\\/]node_modules[\\\\/](${packages})[\\\\/]`);
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const group = (test: RegExp, name: string, priority: number) => ({
    test,
    name,
    chunks: 'async' as const,
    enforce: true,
    priority,
  });
  // The kernel's files by the chunk they belong in (scripts/kernel-chunks.ts): what the shell's
  // first load imports in `kernel` (with the small libraries only the platform uses: dayjs is the
  // contract's, which each app bundles, so it must not pull a remote's kernel fallbacks in), what the
  // landing code of some remotes needs beyond it in one chunk per set of remotes, and what only
  // lazy pages import in chunks of their own — so no remote's kernel store rides on every page.
  const files = new Map<string, string[]>();
  for (const [file, chunk] of kernelChunkNames(appRoots(), kernelSrc))
    files.set(chunk, [...(files.get(chunk) ?? []), file]);
  const kernelGroups = Object.fromEntries(
    [...files].map(([chunk, list]) => {
      const anyOf = list.map(escape).join('|');
      const test =
        chunk === 'kernel'
          ? new RegExp(`^(${anyOf})$|${nodeModules('nanostores|@nanostores[\\\\/]react|ky').source}`)
          : new RegExp(`^(${anyOf})$`);
      return [chunk, group(test, chunk, 20)];
    }),
  );
  return {
    react: group(nodeModules('react|react-dom|scheduler'), 'react', 30),
    'react-router': group(nodeModules('react-router'), 'react-router', 30),
    // single-spa with single-spa-react: the shell's parcels and the kit's lifecycles (a kernel
    // module the host provides) need the same copy; apart, single-spa-react went into both chunks.
    'single-spa': group(nodeModules('single-spa|single-spa-react'), 'single-spa', 30),
    // zod is not shared (see `sharedSingletons`), but it is one library: kept in two chunks rather
    // than split into crumbs by which lazy module uses which part. The first load's schemas are
    // zod/mini, so `zod` (mini + core) rides on it; classic zod (and the locale it sets) is only in
    // `zod-classic`, which only lazy code imports (ADR 002, Round 3).
    'zod-classic': group(zodClassic, 'zod-classic', 26),
    zod: group(nodeModules('zod'), 'zod', 25),
    ...kernelGroups,
  };
}

export function createAppConfig(options: AppBuildOptions): Configuration {
  const { dir, name, port, kind, exposes = {} } = options;
  const production = process.env.NODE_ENV === 'production' || process.argv.includes('production');
  const isHost = kind === 'host';
  // Only a production remote borrows the host's runtime: in development a remote runs alone
  // (`npm run dev -w mf-…`, DESIGN §2 "Standalone") and then carries its own runtime, which a
  // development host accepts as well.
  const borrowsRuntime = !isHost && production;

  return {
    context: dir,
    mode: production ? 'production' : 'development',
    devtool: production ? false : 'cheap-module-source-map',
    // A remote's standalone page first loads the runtime core it would otherwise borrow from the host.
    entry: borrowsRuntime
      ? { 'mf-runtime-core': runtimeCoreProviderEntry(), main: './src/index.ts' }
      : { main: './src/index.ts' },
    output: {
      path: path.join(dir, 'dist'),
      // The host serves deep links, so its chunks must resolve from the root; a remote is
      // loaded from another origin and finds its own chunks relative to its manifest.
      publicPath: isHost ? '/' : 'auto',
      uniqueName: name,
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      cssFilename: production ? '[name].[contenthash:8].css' : '[name].css',
      cssChunkFilename: production ? '[name].[contenthash:8].css' : '[name].css',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      // Keep the full fallback builds of trimmed shared packages: they are written before the clean
      // (which is handed absolute paths).
      clean: { keep: /[\\/]independent-packages([\\/]|$)/ },
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
      alias: {
        // The kernel's package exports map `./*` to `./src/*.ts`, which cannot name a stylesheet.
        '@chokdee/shared-kernel/ui/tokens.css$': path.join(rootDir, 'shared-kernel/src/ui/tokens.css'),
        ...esmFederationRuntime(),
      },
    },
    module: {
      // `import styles from './x.module.css'`: one default object of class names, as in jest.
      parser: { 'css/module': { namedExports: false } },
      rules: [
        {
          test: /\.[cm]?tsx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: !production } },
              target: 'es2022',
            },
          },
          type: 'javascript/auto',
        },
        // `*.module.css` become CSS Modules, other CSS is global (tokens, font faces).
        { test: /\.module\.css$/, type: 'css/module' },
        { test: /\.css$/, exclude: /\.module\.css$/, type: 'css' },
        { test: /\.(woff2?|png|jpe?g|webp|svg)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name,
        filename: isHost ? undefined : 'remoteEntry.js',
        exposes: isHost ? undefined : exposes,
        shared: sharedSingletons({ production, host: isHost }),
        shareStrategy: 'loaded-first',
        // Each `loadShare` no longer registers the whole share table again (remotes/share-scope-init-once.ts).
        ...(isHost ? { runtimePlugins: [path.join(dir, 'src/remotes/share-scope-init-once.ts')] } : {}),
        manifest: true,
        dts: false,
        experiments: {
          // Drops the Node.js loaders from the runtime.
          optimization: { target: 'web' },
          // One Module Federation runtime per page: the host provides its runtime core on a global
          // and each remoteEntry uses it instead of bundling its own (mf-lottery's remoteEntry: 27 KB
          // → 10.6 KB gzip). Every app is built from this file, so host and remotes stay in step.
          ...(isHost ? { provideExternalRuntime: true } : borrowsRuntime ? { externalRuntime: true } : {}),
        },
      }),
      new SharedExportsGuardPlugin(),
      ...(isHost ? [] : [new ReleaseRecordPlugin(dir)]),
      kernelImportsThroughSharing(),
      new rspack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
        'process.env.CHOKDEE_API_URL': JSON.stringify(process.env.CHOKDEE_API_URL ?? ''),
        // The host preloads these with the opened page's remote (shell/src/remotes/preload-opened-remote.ts).
        __CHOKDEE_KERNEL_FIRST_LOADS__: JSON.stringify(
          isHost && production ? kernelFirstLoadsByRemote() : {},
        ),
      }),
      ...(isHost ? [new FontPreloadPlugin()] : []),
      new rspack.HtmlRspackPlugin({
        template: options.template ?? path.join(dir, 'index.html'),
        title: options.title ?? name,
        templateParameters: { title: options.title ?? name },
        minify: production,
        // The remoteEntry is for hosts; the standalone page needs only its own entries.
        chunks: borrowsRuntime ? ['mf-runtime-core', 'main'] : ['main'],
      }),
    ],
    optimization: {
      minimize: production,
      splitChunks: production
        ? {
            // An exposed module keeps the app code it shares with the standalone page: split out,
            // that code became one more request on every page of the host.
            chunks: (chunk) => !chunk.canBeInitial() && !chunk.name?.startsWith('__federation_expose_'),
            cacheGroups: sharedChunkGroups(),
          }
        : undefined,
    },
    performance: { hints: false },
    devServer: {
      port,
      hot: true,
      historyApiFallback: true,
      headers: {
        'Access-Control-Allow-Origin': '*',
        'Access-Control-Allow-Headers': '*',
      },
    },
  };
}

/**
 * A remote's whole build config from its catalog.json (the remote kit): its name and default port,
 * `./app` and one `./widgets/<name>` per widget it places, and the kit's standalone page. A
 * remote's rspack.config.ts is `export default createRemoteConfig(__dirname)`.
 */
export function createRemoteConfig(dir: string): Configuration | Configuration[] {
  const dirName = path.basename(dir);
  const { name, port, service_worker } = readRemoteCatalog(dir);
  const app = createAppConfig({
    dir,
    name,
    port: portOf(process.env, portEnvOf(dirName), port),
    kind: 'remote',
    exposes: exposesOf(dir),
    title: `${dirName} | โชคดี`,
    template: path.join(kernelSrc, 'remote', 'standalone.html'),
  });
  const after = [
    ...(service_worker ? [serviceWorkerConfig(dir, name)] : []),
    ...(existsSync(path.join(dir, SERVER_RENDER_ENTRY)) ? [serverRenderConfig(dir, name, app)] : []),
  ];
  // Named, so the builds that write beside it (service worker, server render) can wait for it.
  return after.length > 0 ? [{ ...app, name }, ...after] : app;
}

/** A remote that renders pages on a server has this module (its `render(url, apiUrl)`). */
const SERVER_RENDER_ENTRY = 'src/server/render.tsx';

/**
 * A remote's server render: `src/server/render.tsx` and everything it imports in one CommonJS file,
 * `dist/server/render.js`, which the site's origin downloads from the live remote and runs in Node
 * (api/src/site/page-body/, ADR 020). One file, React inside: no chunks to fetch on the server, no share
 * scope to agree on. Its CSS Modules give the browser build's class names (same context, unique
 * name and mode), so the HTML matches the stylesheets the browser loads.
 */
function serverRenderConfig(
  dir: string,
  appName: string,
  app: Configuration,
  extraPlugins: Configuration['plugins'] = [],
): Configuration {
  const production = app.mode === 'production';
  return {
    name: `${appName}-server-render`,
    dependencies: [appName],
    context: dir,
    mode: app.mode,
    devtool: false,
    target: 'node20',
    entry: { render: `./${SERVER_RENDER_ENTRY}` },
    output: {
      path: path.join(dir, 'dist', 'server'),
      filename: '[name].js',
      uniqueName: appName,
      library: { type: 'commonjs2' },
      // Lazy pages are rendered too: their code goes into the one file.
      asyncChunks: false,
      clean: false,
    },
    resolve: app.resolve,
    module: {
      parser: app.module?.parser,
      generator: { 'css/module': { exportsOnly: true } },
      rules: app.module?.rules,
    },
    plugins: [
      new rspack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
        'process.env.CHOKDEE_API_URL': JSON.stringify(''),
      }),
      ...(extraPlugins ?? []),
    ],
    optimization: { minimize: false, splitChunks: false },
    performance: { hints: false },
  };
}

/**
 * A PWA remote's second build (catalog.json `service_worker`): `src/service-worker.ts` alone into
 * `dist/pwa/service-worker.js` (a fixed name: the browser checks that URL for updates), beside the
 * files of its `pwa/` folder (manifest, icons). It runs after the app's build, whose clean would
 * remove it. The shell's server serves `dist/pwa/` under its own origin (scripts/serve-static.ts).
 */
function serviceWorkerConfig(dir: string, appName: string): Configuration {
  const production = process.env.NODE_ENV === 'production' || process.argv.includes('production');
  return {
    name: `${appName}-service-worker`,
    dependencies: [appName],
    context: dir,
    mode: production ? 'production' : 'development',
    devtool: false,
    target: 'webworker',
    entry: { 'service-worker': './src/service-worker.ts' },
    output: { path: path.join(dir, 'dist', 'pwa'), filename: '[name].js', publicPath: '', clean: false },
    resolve: { extensions: ['.ts', '.js', '.mjs'] },
    module: {
      rules: [
        {
          test: /\.ts$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' } },
          type: 'javascript/auto',
        },
      ],
    },
    plugins: [
      new rspack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
      }),
      ...(existsSync(path.join(dir, 'pwa'))
        ? [new rspack.CopyRspackPlugin({ patterns: [{ from: path.join(dir, 'pwa'), to: '.' }] })]
        : []),
    ],
    optimization: { minimize: production, splitChunks: false },
    performance: { hints: false },
  };
}

/**
 * The shell's build config: the host, on its default port, and the server render of its reading
 * pages (server-pages/) with the list of stylesheets they may need.
 */
export function createShellConfig(dir: string): Configuration[] {
  const app = createAppConfig({
    dir,
    name: SHELL.name,
    port: portOf(process.env, SHELL.portEnv, SHELL.defaultPort),
    kind: 'host',
    title: 'โชคดี',
  });
  const stylesheets = new ServerStylesheetsPlugin(path.join(dir, 'dist'));
  return [{ ...app, name: SHELL.name }, serverRenderConfig(dir, SHELL.name, app, [stylesheets])];
}
