import { catalogEntry } from '@/lib/fleet/catalog';
import { MAX_VEHICLES_PER_EVENTS_QUERY, type TimeRange } from '@/lib/fleet/range';
import type { Evento } from '@/lib/fleet/schemas/evento';
import { formatApiDateTime } from '@/lib/fleet/time';
import { type Answer, rawJsonAnswer } from '../http/answer';
import { SimError } from '../http/sim-error';
import type { DayEvent } from '../world/events/day-events';
import { round6 } from '../world/geo';
import type { SimVehicle } from '../world/roster';
import type { Handler, HandlerContext } from './context';
import { filterVehicles, parseRange, parseTipos } from './query';
import { vehicleInScope } from './vehiculos';

/** §4 rule 4: `/v1/eventos` takes `cliente`, `vehiculos` and `tipos`, at most 500 vehicles. */
export const eventos: Handler = (ctx) => {
  const vehicles = filterVehicles(ctx.params, ctx.scope);
  const tipos = parseTipos(ctx.params);
  const range = parseRange(ctx.params, ctx.now);
  if (vehicles.length > MAX_VEHICLES_PER_EVENTS_QUERY) {
    throw new SimError(
      'demasiados_vehiculos',
      `La consulta abarca ${vehicles.length} vehículos; el máximo es ${MAX_VEHICLES_PER_EVENTS_QUERY}. Filtre por cliente o vehículos.`,
    );
  }
  return answerEvents(ctx, vehicles, range, tipos);
};

/** The vehicle form takes `tipos` only; `cliente` and `vehiculos` do not apply to it. */
export const eventosDeVehiculo: Handler = (ctx) => {
  const vehicle = vehicleInScope(ctx);
  const tipos = parseTipos(ctx.params);
  const range = parseRange(ctx.params, ctx.now);
  return answerEvents(ctx, [vehicle], range, tipos);
};

function answerEvents(
  ctx: HandlerContext,
  vehicles: readonly SimVehicle[],
  range: TimeRange,
  tipos: ReadonlySet<string> | null,
): Answer {
  const found: { vehicle: SimVehicle; event: DayEvent }[] = [];
  for (const vehicle of vehicles) {
    for (const event of ctx.world.history.events(vehicle, range, ctx.now, tipos)) found.push({ vehicle, event });
  }
  found.sort((a, b) => a.event.t - b.event.t || (a.event.id < b.event.id ? -1 : 1));
  const datos = found.map(({ vehicle, event }) => JSON.stringify(toEvento(vehicle, event)));
  return rawJsonAnswer(
    `{"datos":[${datos.join(',')}],"cantidad":${datos.length},` +
      `"desde":"${formatApiDateTime(range.desde)}","hasta":"${formatApiDateTime(range.hasta)}"}`,
  );
}

/** `entrada` and `sensor` exist only on the two input types (fleet-api.md §2). */
function toEvento(vehicle: SimVehicle, event: DayEvent): Evento {
  const entry = catalogEntry(event.tipo)!;
  const evento: Evento = {
    id: event.id,
    vehiculo: vehicle.id,
    patente: vehicle.patente,
    tipo: event.tipo,
    categoria: entry.categoria,
    descripcion: describe(entry.descripcion, event),
    fecha: formatApiDateTime(event.t),
    latitud: event.lat === null ? null : round6(event.lat),
    longitud: event.lon === null ? null : round6(event.lon),
    velocidad_kmh: event.kmh,
  };
  if (event.tipo === 'entrada_activada' || event.tipo === 'entrada_desactivada') {
    evento.entrada = event.entrada ?? 1;
    evento.sensor = event.sensor ?? null;
  }
  return evento;
}

function describe(base: string, event: DayEvent): string {
  if (event.tipo === 'exceso_velocidad' && event.kmh !== null) return `${base}: ${event.kmh} km/h (${event.detail})`;
  if (event.tipo === 'entrada_activada' || event.tipo === 'entrada_desactivada') {
    return `${base} ${event.entrada ?? 1}${event.sensor ? ` (${event.sensor.replaceAll('_', ' ')})` : ''}`;
  }
  return event.detail ? `${base}: ${event.detail}` : base;
}
