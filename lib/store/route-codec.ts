import 'server-only';
import { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib';
import { endianness } from 'node:os';
import { formatApiDateTime } from '@/lib/fleet/time';
import type { Origen, Punto } from '@/lib/fleet/schemas/recorrido';

/**
 * A closed vehicle-day's points (2,000 to 4,000 of them), small enough to keep 90 days of a large
 * fleet: one column per field, times and coordinates as differences from the point before
 * (seconds; millionths of a degree), each integer column split into its byte planes so that
 * the mostly-zero high bytes of small differences lie together, and the lot compressed with
 * Brotli. The route comes back exactly as the API gave it: a point that the columns cannot hold
 * exactly (a time not whole seconds or not at −03:00, a coordinate finer than 6 decimals) sends
 * the whole day to the plain form, Brotli over its JSON.
 */
const COLUMNAR = 1;
const JSON_FORM = 2;
const ORIGENES: readonly Origen[] = ['gps', 'red_celular', 'wifi'];
const MICRO = 1e6;
/** Point count (uint32), then the first instant in whole seconds (float64). */
const HEADER = 12;

const BROTLI = {
  params: { [constants.BROTLI_PARAM_QUALITY]: 6, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_GENERIC },
};

export function encodeRoute(puntos: readonly Punto[]): Uint8Array {
  const columns = endianness() === 'LE' ? toColumns(puntos) : null;
  const [form, body] = columns ? [COLUMNAR, columns] : [JSON_FORM, Buffer.from(JSON.stringify(puntos))];
  const packed = brotliCompressSync(body, BROTLI);
  const out = new Uint8Array(packed.length + 1);
  out[0] = form;
  out.set(packed, 1);
  return out;
}

export function decodeRoute(bytes: Uint8Array): Punto[] {
  const body = brotliDecompressSync(bytes.subarray(1));
  if (bytes[0] === JSON_FORM) return JSON.parse(body.toString('utf8')) as Punto[];
  if (bytes[0] !== COLUMNAR) throw new Error(`recorrido guardado en un formato desconocido (${bytes[0]})`);
  return fromColumns(body);
}

/** Int32 columns: time, latitude, longitude (differences); Int16: speed, heading; Int8: ignition, origin. */
function toColumns(puntos: readonly Punto[]): Uint8Array | null {
  const n = puntos.length;
  const time = new Int32Array(n);
  const lat = new Int32Array(n);
  const lon = new Int32Array(n);
  const speed = new Int16Array(n);
  const heading = new Int16Array(n);
  const flags = new Int8Array(2 * n);
  // Seconds since the epoch pass 2³¹ in 2038: the first instant goes whole in the header.
  const base = n > 0 ? Math.floor(Date.parse((puntos[0] as Punto).fecha) / 1000) : 0;
  let prev = { s: base, lat: 0, lon: 0 };
  for (let i = 0; i < n; i++) {
    const p = puntos[i] as Punto;
    const ms = Date.parse(p.fecha);
    const s = ms / 1000;
    const la = Math.round(p.latitud * MICRO);
    const lo = Math.round(p.longitud * MICRO);
    if (!Number.isInteger(s) || formatApiDateTime(ms) !== p.fecha || la / MICRO !== p.latitud || lo / MICRO !== p.longitud) return null;
    if ((p.velocidad_kmh ?? 0) > 32_767 || Math.abs(s - prev.s) > 2 ** 31 - 1) return null;
    time[i] = s - prev.s;
    lat[i] = la - prev.lat;
    lon[i] = lo - prev.lon;
    prev = { s, lat: la, lon: lo };
    speed[i] = p.velocidad_kmh ?? -1;
    heading[i] = p.rumbo ?? -1;
    flags[i] = p.encendido === null ? -1 : p.encendido ? 1 : 0;
    flags[n + i] = p.origen === null ? -1 : ORIGENES.indexOf(p.origen);
  }
  const parts = [time, lat, lon, speed, heading].map(bytePlanes);
  const out = new Uint8Array(HEADER + parts.reduce((sum, part) => sum + part.length, 0) + flags.length);
  const header = new DataView(out.buffer);
  header.setUint32(0, n, true);
  header.setFloat64(4, base, true);
  let at = HEADER;
  for (const part of [...parts, new Uint8Array(flags.buffer)]) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

function fromColumns(body: Uint8Array): Punto[] {
  const header = new DataView(body.buffer, body.byteOffset, body.byteLength);
  const n = header.getUint32(0, true);
  let at = HEADER;
  const take = <T>(make: (bytes: Uint8Array) => T, width: number): T => {
    const column = make(joinPlanes(body.subarray(at, at + n * width), width));
    at += n * width;
    return column;
  };
  const time = take((b) => new Int32Array(b.buffer), 4);
  const lat = take((b) => new Int32Array(b.buffer), 4);
  const lon = take((b) => new Int32Array(b.buffer), 4);
  const speed = take((b) => new Int16Array(b.buffer), 2);
  const heading = take((b) => new Int16Array(b.buffer), 2);
  const flags = new Int8Array(body.buffer, body.byteOffset + at, 2 * n);
  const puntos: Punto[] = new Array(n);
  let s = header.getFloat64(4, true);
  let la = 0;
  let lo = 0;
  for (let i = 0; i < n; i++) {
    s += time[i] as number;
    la += lat[i] as number;
    lo += lon[i] as number;
    const v = speed[i] as number;
    const r = heading[i] as number;
    const e = flags[i] as number;
    const o = flags[n + i] as number;
    puntos[i] = {
      fecha: formatApiDateTime(s * 1000),
      latitud: la / MICRO,
      longitud: lo / MICRO,
      velocidad_kmh: v < 0 ? null : v,
      rumbo: r < 0 ? null : r,
      encendido: e < 0 ? null : e === 1,
      origen: o < 0 ? null : (ORIGENES[o] as Origen),
    };
  }
  return puntos;
}

/** Byte k of every value, then byte k+1 of every value, and so on. */
function bytePlanes(column: Int32Array | Int16Array): Uint8Array {
  const width = column.BYTES_PER_ELEMENT;
  const bytes = new Uint8Array(column.buffer, column.byteOffset, column.byteLength);
  const n = column.length;
  const out = new Uint8Array(bytes.length);
  for (let i = 0; i < n; i++) for (let k = 0; k < width; k++) out[k * n + i] = bytes[i * width + k] as number;
  return out;
}

function joinPlanes(planes: Uint8Array, width: number): Uint8Array {
  const n = planes.length / width;
  const out = new Uint8Array(planes.length);
  for (let i = 0; i < n; i++) for (let k = 0; k < width; k++) out[i * width + k] = planes[k * n + i] as number;
  return out;
}
