import { formatApiDateTime } from '@/lib/fleet/time';
import { round6 } from '../world/geo';
import { NONE, ORIGIN_NAMES, type PointBuffer } from '../world/point-buffer';
import { jsonArrayPieces } from './json-pieces';

const ORIGIN_JSON = ORIGIN_NAMES.map((name) => JSON.stringify(name));

/** Route points as JSON text, in pieces made as they are written: a 7-day route has tens of thousands. */
export function puntosJson(points: PointBuffer): Generator<string> {
  return jsonArrayPieces(points.length, (i) => {
    const speed = points.speed[i]!;
    const rumbo = points.rumbo[i]!;
    return (
      `{"fecha":"${formatApiDateTime(points.t[i]!)}","latitud":${round6(points.lat[i]!)},` +
      `"longitud":${round6(points.lon[i]!)},"velocidad_kmh":${speed === NONE ? 'null' : speed},` +
      `"rumbo":${rumbo === NONE ? 'null' : rumbo},"encendido":${points.engine[i] === 1},` +
      `"origen":${ORIGIN_JSON[points.origin[i]!]}}`
    );
  });
}
