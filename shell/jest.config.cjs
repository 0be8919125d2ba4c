const preset = require('../jest.preset.cjs')(__dirname, { environment: 'jsdom' });

module.exports = { ...preset, testEnvironment: '<rootDir>/jest.environment.cjs' };
