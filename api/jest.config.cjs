const preset = require('../jest.preset.cjs')(__dirname, {
  environment: 'node',
  setupFiles: ['<rootDir>/src/test/hook-timeout.ts'],
});

// Two server packages do not load in jest's CommonJS runtime as shipped:
// - PGlite's CommonJS build loads Node built-ins (fs, zlib, node:module) with `import()`, which jest
//   rejects without --experimental-vm-modules; SWC rewrites those calls into `require()`.
// - `cookie` 2 (used by fastify.inject through light-my-request) is ESM only.
// - `file-type` 21 (payment slips by magic bytes) and its readers are ESM only.
const transformed = [
  '@electric-sql/pglite',
  'cookie',
  'file-type',
  'strtok3',
  'token-types',
  'uint8array-extras',
  '@tokenizer',
  '@borewit',
];

/** @type {import('jest').Config} */
module.exports = {
  ...preset,
  transform: {
    '@electric-sql/pglite/dist/.+\\.cjs$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'ecmascript' }, target: 'es2022' }, module: { type: 'commonjs' } },
    ],
    ...preset.transform,
  },
  transformIgnorePatterns: preset.transformIgnorePatterns.map((pattern) =>
    pattern.replace('(?!(', `(?!(${transformed.join('|')}|`),
  ),
  // One migrated and seeded PGlite snapshot per run; each test file loads its own copy in memory.
  globalSetup: '<rootDir>/src/test/global-setup.ts',
  globalTeardown: '<rootDir>/src/test/global-teardown.ts',
};
