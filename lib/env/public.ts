/**
 * The browser's part of the environment. Next inlines `NEXT_PUBLIC_` variables into the
 * browser's bundles at build, and only where they are read literally, as here; next.config.ts has
 * validated them by then (lib/env/build.ts), so no zod reaches the map page's first load.
 */
export const publicEnv = {
  NEXT_PUBLIC_MAP_STYLE_URL: process.env.NEXT_PUBLIC_MAP_STYLE_URL || undefined,
};
