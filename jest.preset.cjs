// One jest setup for every package (DESIGN.md §6): @swc/jest compiles TS/TSX to CommonJS, and the
// ESM-only dependencies (nanostores, ky, …) are let through the transform instead of running jest
// in native ESM mode. PGlite ships a CommonJS build, so the API tests need no special case.
const path = require('node:path');

const esmOnly = ['nanostores', '@nanostores', 'ky', 'single-spa-react', 'single-spa'];

/** @returns {import('jest').Config} */
module.exports = function preset(dir, { environment = 'node', setupFiles = [] } = {}) {
  return {
    rootDir: dir,
    displayName: path.basename(dir),
    // jsdom, lent Node's Fetch API classes: react-router's data routers build a Request per navigation.
    testEnvironment:
      environment === 'jsdom' ? path.join(__dirname, 'tools/jest/jsdom-environment.cjs') : environment,
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
    transform: {
      '^.+\\.(t|j)sx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    transformIgnorePatterns: [`node_modules/(?!(${esmOnly.join('|')})/)`],
    moduleNameMapper: {
      '\\.module\\.css$': path.join(__dirname, 'tools/jest/css-module.cjs'),
      '\\.css$': path.join(__dirname, 'tools/jest/empty.cjs'),
      '\\.(png|jpe?g|webp|svg|woff2?)$': path.join(__dirname, 'tools/jest/file.cjs'),
      '^@chokdee/shared-contract/(.*)$': path.join(__dirname, 'shared-contract/src/$1'),
      '^@chokdee/shared-kernel/(.*)$': path.join(__dirname, 'shared-kernel/src/$1'),
    },
    setupFilesAfterEnv: [
      ...(environment === 'jsdom' ? [path.join(__dirname, 'tools/jest/setup-dom.cjs')] : []),
      ...setupFiles,
    ],
  };
};
