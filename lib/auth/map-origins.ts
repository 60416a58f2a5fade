import 'server-only';
import { type ServerEnv, serverEnv } from '@/lib/env/server';

/**
 * Origins the map may fetch from besides our own, for the CSP's connect-src: the origin of
 * `NEXT_PUBLIC_MAP_STYLE_URL` when a real basemap is configured, plus `FLOTA_MAP_ORIGINS` for
 * the tile, glyph and sprite hosts that style names. With the default offline basemap there are none.
 */
export function resolveMapOrigins(env: ServerEnv): string[] {
  const style = env.NEXT_PUBLIC_MAP_STYLE_URL;
  return [...new Set([...(style ? [new URL(style).origin] : []), ...env.FLOTA_MAP_ORIGINS])];
}

let origins: string[] | undefined;

export function mapOrigins(): string[] {
  origins ??= resolveMapOrigins(serverEnv());
  return origins;
}
