import { MAX_VEHICLES_PER_EVENTS_QUERY, type TimeRange } from '@/lib/fleet/range';
import { formatApiDateTime } from '@/lib/fleet/time';
import { type Answer, rawJsonAnswer } from '../http/answer';
import { SimError } from '../http/sim-error';
import { type EventRef, compareEventRefs } from '../world/events/event-columns';
import type { SimVehicle } from '../world/roster';
import type { Handler, HandlerContext } from './context';
import { eventoJson } from '../world/events/evento-json';
import { jsonArrayPieces } from './json-pieces';
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
  const found: EventRef[] = [];
  for (const vehicle of vehicles) {
    for (const event of ctx.world.history.events(vehicle, range, ctx.now, tipos)) found.push(event);
  }
  found.sort(compareEventRefs);
  const tail = `,"cantidad":${found.length},"desde":"${formatApiDateTime(range.desde)}","hasta":"${formatApiDateTime(range.hasta)}"}`;
  return rawJsonAnswer(eventosPieces(found, tail));
}

function* eventosPieces(found: readonly EventRef[], tail: string): Generator<string> {
  yield '{"datos":';
  yield* jsonArrayPieces(found.length, (n) => eventoJson(found[n]!.day, found[n]!.i));
  yield tail;
}
