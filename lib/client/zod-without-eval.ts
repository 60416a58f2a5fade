import type { $ZodConfig } from 'zod/v4/core';

/*
 * Pages run under a Content-Security-Policy without 'unsafe-eval' (lib/auth/security-headers.ts).
 * zod 4 compiles object parsers with `new Function` when it may, and its probe for that is
 * itself a CSP violation, reported on every page that parses. Told up front, it never tries.
 * Imported for this effect alone by the client's root (components/Providers.tsx).
 *
 * Set without importing zod: every copy of zod reads its configuration from
 * `globalThis.__zod_globalConfig` (zod's core.ts: pre-populating it before zod loads takes effect
 * on import), and importing zod here would put 5 KB of it in every page's first load, the map's
 * included, which parses nothing with zod before its first draw.
 */
const scope = globalThis as { __zod_globalConfig?: $ZodConfig };
// Assigned into the existing object, should zod have loaded first: its `config()` holds that object.
scope.__zod_globalConfig = Object.assign(scope.__zod_globalConfig ?? {}, { jitless: true });
