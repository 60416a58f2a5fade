import type { Totales } from './informes-api';

/**
 * Adding up report totals (`Totales`): the server sums vehicle-days into vehicles, days and the
 * fleet; the page sums vehicles into drivers. One home, so both add the same way.
 */

export function emptyTotales(): Totales {
  return {
    dias: 0,
    km: 0,
    conduccion_ms: 0,
    ralenti_ms: 0,
    motor_ms: 0,
    nocturno_ms: 0,
    nocturno_km: 0,
    velocidad_max_kmh: null,
    velocidad_x_ms: 0,
    viajes: 0,
    paradas: 0,
    primer_arranque: null,
    ultima_parada: null,
    dias_eventos: 0,
    km_eventos: 0,
    eventos: null,
    eventos_por_tipo: null,
    dias_usados: 0,
    motor_usado_ms: 0,
  };
}

/**
 * What one held vehicle-day counts for beyond its amounts: one day; one whose events are held (and
 * its km the rates' base), or not; one used (any driving, and its engine-on time), or not.
 */
export function oneDay(
  day: Pick<Totales, 'km' | 'conduccion_ms' | 'motor_ms'>,
  eventsHeld: boolean,
): Pick<Totales, 'dias' | 'dias_eventos' | 'km_eventos' | 'dias_usados' | 'motor_usado_ms'> {
  const used = day.conduccion_ms > 0;
  return {
    dias: 1,
    dias_eventos: eventsHeld ? 1 : 0,
    km_eventos: eventsHeld ? day.km : 0,
    dias_usados: used ? 1 : 0,
    motor_usado_ms: used ? day.motor_ms : 0,
  };
}

/** Adds `more` into `into` and returns it. */
export function addTotales(into: Totales, more: Totales): Totales {
  into.dias += more.dias;
  into.km += more.km;
  into.conduccion_ms += more.conduccion_ms;
  into.ralenti_ms += more.ralenti_ms;
  into.motor_ms += more.motor_ms;
  into.nocturno_ms += more.nocturno_ms;
  into.nocturno_km += more.nocturno_km;
  into.velocidad_max_kmh = larger(into.velocidad_max_kmh, more.velocidad_max_kmh);
  into.velocidad_x_ms += more.velocidad_x_ms;
  into.viajes += more.viajes;
  into.paradas += more.paradas;
  into.primer_arranque = pickInstant(into.primer_arranque, more.primer_arranque, (a, b) => a < b);
  into.ultima_parada = pickInstant(into.ultima_parada, more.ultima_parada, (a, b) => a > b);
  into.dias_eventos += more.dias_eventos;
  into.km_eventos += more.km_eventos;
  into.eventos = addCounts(into.eventos, more.eventos);
  into.eventos_por_tipo = addCounts(into.eventos_por_tipo, more.eventos_por_tipo);
  into.dias_usados += more.dias_usados;
  into.motor_usado_ms += more.motor_usado_ms;
  return into;
}

export function sumTotales(rows: Iterable<Totales>): Totales {
  const total = emptyTotales();
  for (const row of rows) addTotales(total, row);
  return total;
}

function larger(a: number | null, b: number | null): number | null {
  return a === null ? b : b === null ? a : Math.max(a, b);
}

/** Compared as instants: the texts may carry different offsets. */
function pickInstant(a: string | null, b: string | null, better: (a: number, b: number) => boolean): string | null {
  if (a === null) return b;
  if (b === null) return a;
  return better(Date.parse(b), Date.parse(a)) ? b : a;
}

function addCounts(into: Record<string, number> | null, more: Record<string, number> | null): Record<string, number> | null {
  if (more === null) return into;
  const sum = into ?? {};
  for (const key in more) sum[key] = (sum[key] ?? 0) + (more[key] as number);
  return sum;
}
