import 'server-only';
import { z } from 'zod';

/**
 * Origins the map may fetch from besides our own, for the CSP's connect-src: the origin of
 * `NEXT_PUBLIC_MAP_STYLE_URL` when a real basemap is configured, plus `FLOTA_MAP_ORIGINS`
 * (comma-separated) for the tile, glyph and sprite hosts that style names. With the default
 * offline basemap there are none.
 */
const origenSchema = z.url({ protocol: /^https?$/ }).transform((url) => new URL(url).origin);

export function resolveMapOrigins(entorno: Record<string, string | undefined>): string[] {
  const estilo = entorno.NEXT_PUBLIC_MAP_STYLE_URL?.trim();
  const extra = (entorno.FLOTA_MAP_ORIGINS ?? '').split(',').map((origen) => origen.trim()).filter(Boolean);
  const candidatos = [...(estilo ? [estilo] : []), ...extra];
  const origenes = candidatos.map((candidato) => {
    const leido = origenSchema.safeParse(candidato);
    if (!leido.success) throw new Error(`"${candidato}" no es un origen http(s) válido para el mapa (FLOTA_MAP_ORIGINS).`);
    return leido.data;
  });
  return [...new Set(origenes)];
}

let origenes: string[] | undefined;

export function mapOrigins(): string[] {
  origenes ??= resolveMapOrigins(process.env);
  return origenes;
}
