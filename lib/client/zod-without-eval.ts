import * as z from 'zod/mini';

/*
 * Pages run under a Content-Security-Policy without 'unsafe-eval' (lib/auth/security-headers.ts).
 * zod 4 compiles object parsers with `new Function` when it may, and its probe for that is
 * itself a CSP violation, reported on every page that parses. Told up front, it never tries.
 * Imported for this effect alone by the client's root (components/Providers.tsx). The setting is
 * zod's core's, shared by its full and mini builds; importing it from the mini build keeps zod's
 * full build out of every page's first load.
 */
z.config({ jitless: true });
