import { config } from 'zod/v4/core';

// zod compiles a fast parser of each object schema with `new Function`, after probing whether it
// may: under the shop's Content-Security-Policy (no 'unsafe-eval') that probe alone is a violation
// the browser reports on every page. Jitless, zod parses without generated code and never probes.
// Imported first by the client entry and by the server's, before any schema is built.
config({ jitless: true });
