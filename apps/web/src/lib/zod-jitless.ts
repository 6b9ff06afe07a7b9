// Our CSP has no 'unsafe-eval', so zod's `new Function` probe (run when the first object schema
// is made) would be reported as a violation on every page. This is `z.config({ jitless: true })`
// without importing zod into the entry: zod keeps its config on this global and reuses an
// existing one. main.tsx imports this first, before any schema exists; e2e/csp.spec.ts checks it.
const scope = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
scope.__zod_globalConfig ??= {};
scope.__zod_globalConfig.jitless = true;
