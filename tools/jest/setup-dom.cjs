// jsdom leaves out TextEncoder/TextDecoder, which ky (the kernel's HTTP client) reads at import.
const util = require('node:util');

globalThis.TextEncoder ??= util.TextEncoder;
globalThis.TextDecoder ??= util.TextDecoder;

require('@testing-library/jest-dom');
