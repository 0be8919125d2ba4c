/** Every package's unit and API tests in one run (`npm run test:unit`); every `mf-*` remote is a project. */
module.exports = {
  projects: [
    '<rootDir>/shared-contract',
    '<rootDir>/shared-kernel',
    '<rootDir>/api',
    '<rootDir>/shell',
    '<rootDir>/mf-*',
  ],
};
