import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { apiLayers } from './tools/eslint/api-layers.mjs';
import { boundaries } from './tools/eslint/boundaries.mjs';
import { folderFloors } from './tools/eslint/folder-floors.mjs';

/** The repository's own rules: the walls between apps, the API's layers, the front-end packages' floors. */
const chokdee = { rules: { boundaries, 'api-layers': apiLayers, 'folder-floors': folderFloors } };

const NANOSTORES_REACT = {
  name: '@nanostores/react',
  message: "Use useStore from '@chokdee/shared-kernel/hooks/use-store': it notifies outside React's commit.",
};
const REMOTE_KIT = {
  group: ['@chokdee/shared-kernel/remote/*'],
  message: "The remote kit is a remote's side of the frame: the shell mounts remotes, it is not one.",
};
const REMOTE_PAGES = {
  name: '@chokdee/shared-contract/app-paths',
  importNames: ['appPaths'],
  message:
    "The shell names no remote's page: find it by its site role in the catalog (catalog/site-roles), or use shellPagePaths for the shell's own.",
};
const STATE_AND_SCREEN = {
  group: ['@chokdee/shared-kernel/*', 'react', 'react-*', 'react/*', 'nanostores', '@nanostores/*', 'ky'],
  message:
    'The contract has no state and no screen: the API and every app bundle it. Keep stores, calls and UI in the platform (shared-kernel).',
};
const SERVER_CODE = {
  group: ['drizzle-orm*', 'fastify*', 'pg', '@electric-sql/*'],
  message: 'The kernel is loaded by browsers: keep server code in api/.',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'api/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  // A remote never imports another remote, nor the shell, and a feature never imports another
  // feature (tools/eslint/boundaries.mjs): every `mf-*` folder is a remote, nothing lists them.
  {
    files: ['shell/**/*.{ts,tsx}', 'mf-*/**/*.{ts,tsx}'],
    plugins: { chokdee },
    rules: { 'chokdee/boundaries': 'error' },
  },
  // Inside the API no import runs back up a layer: db below the domains, payments below the
  // lottery sales below what builds on a sale (tools/eslint/api-layers.mjs). A test beside the code
  // may build the whole app.
  {
    files: ['api/src/**/*.ts'],
    ignores: ['api/src/**/*.test.ts'],
    plugins: { chokdee },
    rules: { 'chokdee/api-layers': 'error' },
  },
  // Inside the contract and the platform a folder imports only from the floors below
  // (tools/eslint/folder-floors.mjs). The contract: validation texts, schemas, pure rules and
  // formatters, the cross-app paths. The platform stands on it: what every floor uses, the API
  // client and its cache, the stores, the hooks, and the UI and screen layers that use them all.
  {
    files: ['shared-contract/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    plugins: { chokdee },
    rules: {
      'chokdee/folder-floors': [
        'error',
        {
          src: 'shared-contract/src',
          alias: '@chokdee/shared-contract/',
          floors: [
            ['validation'],
            ['schemas'],
            ['format'],
            ['rules', 'forms'],
            ['app-paths', 'first-announcement', 'server-page'],
          ],
        },
      ],
    },
  },
  {
    files: ['shared-kernel/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { chokdee },
    rules: {
      'chokdee/folder-floors': [
        'error',
        {
          src: 'shared-kernel/src',
          alias: '@chokdee/shared-kernel/',
          floors: [
            ['runtime', 'events', 'navigation', 'remote-props'],
            ['api'],
            ['stores'],
            ['hooks'],
            ['screen', 'ui'],
            ['remote', 'testing'],
          ],
        },
      ],
    },
  },
  // The shell's folders stand on floors too: what the chrome reads (config, the catalog, the current
  // route) at the bottom, then remotes and navigation, the UI and widget slots, consent, the menus,
  // the overlays, the layouts, the pages, and the app that composes them at the top.
  {
    files: ['shell/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'shell/src/**/*.d.ts'],
    plugins: { chokdee },
    rules: {
      'chokdee/folder-floors': [
        'error',
        {
          src: 'shell/src',
          floors: [
            [
              'config',
              'runtime-plugins',
              'catalog',
              'routing',
              'complain',
              'network-status',
              'progress',
              'zod-no-eval',
              'styles',
              'types',
            ],
            ['guards', 'content', 'remotes', 'navigation', 'theme'],
            ['ui', 'slots'],
            ['consent', 'admin', 'user-menu'],
            ['cookie-consent', 'bottom-menu'],
            ['popups', 'pixels'],
            ['site-widgets', 'layouts'],
            ['pages'],
            ['server-pages'],
            ['app'],
            ['bootstrap'],
            ['index', 'testing', 'server'],
          ],
        },
      ],
    },
  },
  // Every React root reads the shared stores through the kernel's useStore, which notifies outside
  // the commit in progress (shared-kernel/src/hooks/use-store.ts).
  {
    files: ['mf-*/src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: [NANOSTORES_REACT] }] },
  },
  {
    files: ['shell/src/**/*.{ts,tsx}'],
    // The shell's reading pages are mounted and rendered on a server the way a remote's are (ADR 020).
    ignores: ['shell/src/server-pages/**', 'shell/src/server/**'],
    rules: {
      'no-restricted-imports': ['error', { paths: [NANOSTORES_REACT, REMOTE_PAGES], patterns: [REMOTE_KIT] }],
    },
  },
  {
    files: ['shell/src/server-pages/**/*.{ts,tsx}', 'shell/src/server/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: [NANOSTORES_REACT, REMOTE_PAGES] }] },
  },
  {
    files: ['shared-kernel/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: [NANOSTORES_REACT], patterns: [SERVER_CODE] }] },
  },
  {
    files: ['shared-contract/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [SERVER_CODE, STATE_AND_SCREEN] }] },
  },
  {
    files: ['shared-kernel/src/hooks/use-store.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [SERVER_CODE] }] },
  },
  {
    files: ['**/*.cjs', 'scripts/**', 'bench/**', 'e2e/**', 'mf-*/e2e/**', 'api/src/**'],
    rules: { 'no-console': 'off', '@typescript-eslint/no-require-imports': 'off' },
  },
  { files: ['**/*.cjs'], languageOptions: { sourceType: 'commonjs', globals: globals.node } },
);
