// jsdom leaves out TextEncoder/TextDecoder, which ky (the kernel's HTTP client) reads at import.
const util = require('node:util');

globalThis.TextEncoder ??= util.TextEncoder;
globalThis.TextDecoder ??= util.TextDecoder;

require('@testing-library/jest-dom');

// The kernel's request cache lives for the whole test file: each test starts from an empty one,
// as a page load would. Reached through the hook the module leaves on globalThis, not imported
// here: importing it would load zod before the test's own imports (the shell's entry sets zod up
// first, and its test checks that).
globalThis.afterEach(() => globalThis[Symbol.for('chokdee.resetRequestCache')]?.());

// findBy*/waitFor wait 1 s by default; a test that lazy-loads a module (its first transform by
// swc) can need longer when CI runs every suite at once. A test that truly fails still fails.
require('@testing-library/dom').configure({ asyncUtilTimeout: 3000 });
