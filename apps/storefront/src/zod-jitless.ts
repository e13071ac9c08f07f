// zod compiles a fast parser of each object schema with `new Function`, after probing whether it
// may: under the shop's Content-Security-Policy (no 'unsafe-eval') that probe alone is a violation
// the browser reports on every page. Jitless, zod parses without generated code and never probes.
//
// zod 4 keeps its settings in one object on globalThis (shared by every copy of zod), created only
// when absent, and `z.config()` writes into it. Setting `jitless` there before zod loads needs no
// import of zod, which stays out of the first load (zod-jitless.test.ts checks that zod reads it).
// Imported first by the client entry and by the server's, before any schema is built.
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(holder.__zod_globalConfig ??= {}).jitless = true;

export {};
