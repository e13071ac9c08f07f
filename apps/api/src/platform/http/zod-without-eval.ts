import * as z from 'zod';

// Has zod validate without generating code, for every schema made after this module runs. By
// default zod compiles a fast parser for each object schema with `new Function`, and decides so
// (probing once whether eval is allowed) when the schema is made, not when it parses: so this
// must run before any schema module, which is why the API's entry points (cli.ts, index.ts,
// app.ts) import it first. On a page whose Content-Security-Policy forbids eval the probe alone
// files a violation report, and a server that never evaluates strings is one less way for input
// to become code. The interpreted parser gives the same results.
z.config({ jitless: true });
