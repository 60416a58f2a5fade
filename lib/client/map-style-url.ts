import { z } from 'zod';

/**
 * `NEXT_PUBLIC_MAP_STYLE_URL`: any MapLibre style URL (e.g. an OpenStreetMap vector style) to draw
 * instead of the offline basemap the app serves itself. Read literally so Next inlines it at build.
 * A malformed value fails loudly at build/start rather than leaving a blank map.
 */
export const MAP_STYLE_URL: string | null = z
  .url({ protocol: /^https?$/, error: 'NEXT_PUBLIC_MAP_STYLE_URL debe ser una URL http(s) de un estilo de MapLibre.' })
  .nullable()
  .parse(process.env.NEXT_PUBLIC_MAP_STYLE_URL || null);
