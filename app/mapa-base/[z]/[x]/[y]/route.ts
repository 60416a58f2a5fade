import { z } from 'zod';
import { CABECERA_SOLICITUD } from '@/lib/auth/request-info';
import { basemapTile } from '@/lib/basemap/basemap-tiles';
import { BASEMAP_MAX_ZOOM } from '@/lib/basemap/basemap-grid';
import type { ErrorBody } from '@/lib/fleet/schemas/error-body';

export const runtime = 'nodejs';

const tileSchema = z
  .object({
    z: z.coerce.number().int().min(0).max(BASEMAP_MAX_ZOOM),
    x: z.coerce.number().int().min(0),
    y: z.coerce.number().int().min(0),
  })
  .refine(({ z: zoom, x, y }) => x < 2 ** zoom && y < 2 ** zoom);

/** One vector tile of the offline basemap (`lib/basemap/basemap-tiles.ts`); 204 where it has nothing. */
export async function GET(request: Request, { params }: { params: Promise<{ z: string; x: string; y: string }> }): Promise<Response> {
  const parsed = tileSchema.safeParse(await params);
  if (!parsed.success) {
    const solicitud = request.headers.get(CABECERA_SOLICITUD) ?? '';
    const mensaje = `La tesela del mapa base no existe: el zoom va de 0 a ${BASEMAP_MAX_ZOOM}, y x e y de 0 a 2^zoom − 1.`;
    const body: ErrorBody = { error: { codigo: 'parametro_invalido', mensaje, solicitud } };
    return Response.json(body, { status: 400, headers: { 'cache-control': 'no-store' } });
  }
  const bytes = await basemapTile(parsed.data.z, parsed.data.x, parsed.data.y);
  // The basemap changes only with a new deploy; a day in the browser's cache spares every revisit.
  const cache = { 'cache-control': 'public, max-age=86400' };
  if (!bytes) return new Response(null, { status: 204, headers: cache });
  return new Response(bytes as Uint8Array<ArrayBuffer>, { headers: { ...cache, 'content-type': 'application/x-protobuf' } });
}
