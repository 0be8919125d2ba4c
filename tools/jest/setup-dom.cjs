// jsdom leaves out TextEncoder/TextDecoder, which ky (the kernel's HTTP client) reads at import.
const util = require('node:util');

globalThis.TextEncoder ??= util.TextEncoder;
globalThis.TextDecoder ??= util.TextDecoder;

require('@testing-library/jest-dom');

// The kernel's request cache lives for the whole test file: each test starts from an empty one,
// as a page load would.
const { resetRequestCache } = require('../../shared-kernel/src/stores/request-cache');

afterEach(() => resetRequestCache());
