import { z } from 'zod';

/*
 * Pages run under a Content-Security-Policy without 'unsafe-eval' (lib/auth/security-headers.ts).
 * zod 4 compiles object parsers with `new Function` when it may, and its probe for that is
 * itself a CSP violation, reported on every page that parses. Told up front, it never tries.
 * Imported for this effect alone by the client's root (components/Providers.tsx).
 */
z.config({ jitless: true });
