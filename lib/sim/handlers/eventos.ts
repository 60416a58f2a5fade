import { MAX_VEHICLES_PER_EVENTS_QUERY, type TimeRange } from '@/lib/fleet/range';
import { formatApiDateTime } from '@/lib/fleet/time';
import { type Answer, rawJsonAnswer } from '../http/answer';
import { SimError } from '../http/sim-error';
import { EventSelection } from '../world/events/event-selection';
import type { SimVehicle } from '../world/roster';
import type { Handler, HandlerContext } from './context';
import { filterVehicles, parseRange, parseTipos } from './query';
import { vehicleInScope } from './vehiculos';

/** §4 rule 4: `/v1/eventos` takes `cliente`, `vehiculos` and `tipos`, at most 500 vehicles. */
export const eventos: Handler = async (ctx) => {
  const vehicles = filterVehicles(ctx.params, ctx.scope);
  const tipos = parseTipos(ctx.params);
  const range = parseRange(ctx.params, ctx.now);
  if (vehicles.length > MAX_VEHICLES_PER_EVENTS_QUERY) {
    throw new SimError(
      'demasiados_vehiculos',
      `La consulta abarca ${vehicles.length} vehículos; el máximo es ${MAX_VEHICLES_PER_EVENTS_QUERY}. Filtre por cliente o vehículos.`,
    );
  }
  await ctx.world.history.prepareEvents(vehicles, range, ctx.now);
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
  const found = new EventSelection();
  for (const vehicle of vehicles) ctx.world.history.events(vehicle, range, ctx.now, tipos, found);
  const tail = `,"cantidad":${found.count},"desde":"${formatApiDateTime(range.desde)}","hasta":"${formatApiDateTime(range.hasta)}"}`;
  return rawJsonAnswer(eventosPieces(found, tail));
}

function* eventosPieces(found: EventSelection, tail: string): Generator<string | Uint8Array> {
  yield '{"datos":';
  yield* found.jsonArray();
  yield tail;
}
