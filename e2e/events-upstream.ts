import { z } from 'zod';
import { MAX_VEHICLES_PER_EVENTS_QUERY } from '@/lib/fleet/range';
import { eventosEnvelopeSchema, vehiculosEnvelopeSchema } from '@/lib/fleet/schemas/envelopes';
import type { Evento } from '@/lib/fleet/schemas/evento';
import { formatApiDateTime } from '@/lib/fleet/time';

/**
 * The embedded Fleet API's own answer for a window, asked directly (as the test, not the app):
 * the truth the live feed and the history page are checked against.
 */
export async function upstreamEvents(simUrl: string, apiKey: string, desde: number, hasta: number): Promise<Evento[]> {
  const headers = { authorization: `Bearer ${apiKey}` };
  const vehiculos = await getJson(`${simUrl}/v1/vehiculos`, headers, vehiculosEnvelopeSchema);
  const ids = vehiculos.datos.map((v) => v.id);
  const eventos: Evento[] = [];
  for (let i = 0; i < ids.length; i += MAX_VEHICLES_PER_EVENTS_QUERY) {
    const params = new URLSearchParams({
      desde: formatApiDateTime(desde),
      hasta: formatApiDateTime(hasta),
      vehiculos: ids.slice(i, i + MAX_VEHICLES_PER_EVENTS_QUERY).join(','),
    });
    eventos.push(...(await getJson(`${simUrl}/v1/eventos?${params}`, headers, eventosEnvelopeSchema)).datos);
  }
  return eventos;
}

async function getJson<T extends z.ZodType>(url: string, headers: Record<string, string>, schema: T): Promise<z.infer<T>> {
  const response = await fetch(url, { headers });
  if (!response.ok) throw new Error(`${url.split('?')[0]} answered ${response.status}: ${await response.text()}`);
  return schema.parse(await response.json());
}
