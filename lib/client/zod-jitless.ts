import * as z from 'zod/mini';

/*
 * Pages run under a Content-Security-Policy without 'unsafe-eval' (lib/auth/security-headers.ts).
 * zod 4 compiles object parsers with `new Function` when it may, and its probe for that is itself
 * a CSP violation, reported on every page that builds a schema. `jitless`, zod's documented
 * setting for such pages, skips both the probe and the compiled parsers. It must be set before
 * the first schema is built: `instrumentation-client.ts` imports this module first, before any
 * of the app's code runs in the browser. (zod/mini: only `config` of it reaches the bundle.)
 *
 * The workers (fleet, routes) keep zod's compiled parsers: their scripts carry no CSP, and they
 * parse the largest answers.
 */
z.config({ jitless: true });
