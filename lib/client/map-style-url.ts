/**
 * `NEXT_PUBLIC_MAP_STYLE_URL`: any MapLibre style URL (e.g. an OpenStreetMap vector style) to draw
 * instead of the offline basemap the app serves itself. Read literally so Next inlines it at build.
 * A malformed value fails loudly rather than leaving a blank map. (Checked by hand: see
 * live-url-state.ts for why the map page carries no zod.)
 */
function parseStyleUrl(raw: string | undefined): string | null {
  if (!raw) return null;
  const url = URL.canParse(raw) ? new URL(raw) : null;
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    throw new Error('NEXT_PUBLIC_MAP_STYLE_URL debe ser una URL http(s) de un estilo de MapLibre.');
  }
  return url.href;
}

export const MAP_STYLE_URL: string | null = parseStyleUrl(process.env.NEXT_PUBLIC_MAP_STYLE_URL);
