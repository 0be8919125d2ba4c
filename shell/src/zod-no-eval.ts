/**
 * The site's Content-Security-Policy allows no eval, so zod's compiled (JIT) object parsers never
 * run in the browser; zod 4 still tries `new Function` once, when the first object schema is made,
 * and the browser reports the refusal as a CSP violation (Lighthouse Best Practices 96, "Issues
 * were logged in the Issues panel"). Its `jitless` option skips the probe, but must be set before
 * any schema module runs, which is before the kernel loads: zod keeps its config on this global
 * (shared by every copy of zod on the page), so the entry sets it without loading zod.
 * zod-no-eval.test.ts fails if a zod upgrade stops reading it.
 */
const scope = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };

export {};
