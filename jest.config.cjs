/** Every package's unit and API tests in one run (`npm run test:unit`). */
module.exports = {
  projects: [
    '<rootDir>/shared-kernel',
    '<rootDir>/api',
    '<rootDir>/shell',
    '<rootDir>/mf-lottery',
    '<rootDir>/mf-member',
    '<rootDir>/mf-campaign',
  ],
};
