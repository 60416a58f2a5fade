import type { Punto, Recorrido } from '@/lib/fleet/schemas/recorrido';
import { formatApiDateTime } from '@/lib/fleet/time';

/**
 * The embedded fleet reports every 20 s while driving and every 10 min while parked, so a real
 * week has a few thousand points. A device reporting every ~10 s, all week, sends about 60,000:
 * this resamples a real route to that density (the other fields of the report before), keeping
 * its shape, its stops and its non-gps stretches. Moving points get a few metres of GPS noise,
 * as real fixes do, so the extra points are not perfectly collinear; parked ones repeat their
 * position, as parked devices do.
 */
export function densifyRoute(recorrido: Recorrido, targetPoints: number): Recorrido {
  const source = recorrido.puntos;
  const times = source.map((p) => Date.parse(p.fecha));
  const first = times[0]!;
  const step = (times.at(-1)! - first) / (targetPoints - 1);
  const puntos: Punto[] = [];
  const noise = seededNoise(7);
  let j = 0;
  for (let k = 0; k < targetPoints; k++) {
    const t = Math.round(first + k * step);
    while (j + 1 < times.length - 1 && times[j + 1]! <= t) j++;
    puntos.push(pointBetween(source[j]!, source[j + 1] ?? source[j]!, times[j]!, times[j + 1] ?? times[j]!, t, noise));
  }
  return { ...recorrido, puntos, cantidad_puntos: puntos.length };
}

/** About 3 m in degrees of latitude. */
const GPS_NOISE_DEG = 0.00003;

function pointBetween(a: Punto, b: Punto, ta: number, tb: number, t: number, noise: () => number): Punto {
  const f = tb > ta ? Math.min(1, Math.max(0, (t - ta) / (tb - ta))) : 0;
  const moving = a.latitud !== b.latitud || a.longitud !== b.longitud;
  const jitter = () => (moving ? (noise() - 0.5) * 2 * GPS_NOISE_DEG : 0);
  const round6 = (v: number) => Math.round(v * 1e6) / 1e6;
  return {
    ...a,
    fecha: formatApiDateTime(t),
    latitud: round6(a.latitud + (b.latitud - a.latitud) * f + jitter()),
    longitud: round6(a.longitud + (b.longitud - a.longitud) * f + jitter()),
  };
}

/** mulberry32: the same noise on every run, so runs compare. */
function seededNoise(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = Math.imul(state ^ (state >>> 15), 1 | state);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}
