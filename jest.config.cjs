/** Every package's unit and API tests in one run (`npm run test:unit`); every `mf-*` remote is a project. */
module.exports = {
  projects: [
    '<rootDir>/shared-contract',
    '<rootDir>/shared-kernel',
    '<rootDir>/api',
    '<rootDir>/shell',
    '<rootDir>/mf-*',
  ],
  // A CI machine runs nothing else: every core runs suites. Jest's default leaves one core free,
  // which on a 2-core runner means one suite at a time while the other core waits on PostgreSQL.
  ...(process.env.CI ? { maxWorkers: '100%' } : {}),
};
