import { brotliCompressSync, constants } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { formatApiDateTime } from '@/lib/fleet/time';
import type { Punto } from '@/lib/fleet/schemas/recorrido';
import { decodeRoute, encodeRoute } from './route-codec';

const START = Date.parse('2026-11-19T06:30:00-03:00');

/** A working day's track: fixes every 10–30 s along a wandering path, parked stretches, gaps without GPS. */
function track(count: number): Punto[] {
  let lat = -34.603722;
  let lon = -58.381592;
  let at = START;
  let heading = 90;
  return Array.from({ length: count }, (_, i) => {
    at += 10_000 + ((i * 7919) % 21) * 1000;
    const parked = Math.floor(i / 300) % 3 === 2;
    const speed = parked ? 0 : 20 + ((i * 31) % 70);
    heading = (heading + ((i * 13) % 41) - 20 + 360) % 360;
    lat = Math.round((lat + (parked ? 0 : Math.cos((heading * Math.PI) / 180) * speed * 4e-6)) * 1e6) / 1e6;
    lon = Math.round((lon + (parked ? 0 : Math.sin((heading * Math.PI) / 180) * speed * 4e-6)) * 1e6) / 1e6;
    const gap = i % 97 > 90;
    return {
      fecha: formatApiDateTime(at),
      latitud: lat,
      longitud: lon,
      velocidad_kmh: gap ? null : speed,
      rumbo: gap || parked ? null : heading,
      encendido: i % 500 === 3 ? null : !parked,
      origen: gap ? (i % 2 ? 'red_celular' : 'wifi') : i % 250 === 0 ? null : 'gps',
    };
  });
}

describe('route codec', () => {
  it('gives back a day of points exactly, in a fraction of the space of its compressed JSON', () => {
    const puntos = track(3_000);
    const bytes = encodeRoute(puntos);
    expect(decodeRoute(bytes)).toEqual(puntos);
    expect(bytes[0]).toBe(1);
    const json = brotliCompressSync(Buffer.from(JSON.stringify(puntos)), { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } });
    expect(bytes.length).toBeLessThan(json.length * 0.3);
  });

  it('keeps points the columns cannot hold exactly in the plain form', () => {
    const fine = track(50);
    fine[10] = { ...fine[10]!, latitud: -34.6037221 };
    const utc = track(50);
    utc[3] = { ...utc[3]!, fecha: '2026-11-19T09:40:00Z' };
    const fraction = track(50);
    fraction[7] = { ...fraction[7]!, fecha: '2026-11-19T06:40:00.500-03:00' };
    for (const puntos of [fine, utc, fraction]) {
      const bytes = encodeRoute(puntos);
      expect(bytes[0]).toBe(2);
      expect(decodeRoute(bytes)).toEqual(puntos);
    }
  });

  it('holds an empty day and days past 2038', () => {
    expect(decodeRoute(encodeRoute([]))).toEqual([]);
    const late = track(20).map((p) => ({ ...p, fecha: formatApiDateTime(Date.parse(p.fecha) + 20 * 365 * 86_400_000) }));
    expect(decodeRoute(encodeRoute(late))).toEqual(late);
  });
});
