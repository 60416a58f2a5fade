import { MAX_VEHICLES_PER_EVENTS_QUERY, type TimeRange } from '@/lib/fleet/range';
import { formatApiDateTime } from '@/lib/fleet/time';
import { rawJsonAnswer } from '../http/answer';
import { SimError } from '../http/sim-error';
import { EventArrayText } from '../world/events/event-array-text';
import type { EventDays } from '../world/events/event-days';
import { EventSelection } from '../world/events/event-selection';
import type { Handler } from './context';
import { filterVehicles, parseRange, parseTipos } from './query';
import { vehicleInScope } from './vehiculos';

/**
 * docs/fleet-api.md#event-queries: `/v1/eventos` takes `cliente`, `vehiculos` and `tipos`, at most 500 vehicles. The
 * answer is written a day at a time as the days are computed; the history slot is held until
 * they all are.
 */
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
  const { days, computed } = ctx.world.history.eventsByDay(vehicles, range, ctx.now);
  return { ...rawJsonAnswer(eventosByDay(days, range, Math.min(range.hasta, ctx.now), tipos)), computing: computed };
};

/** The vehicle form takes `tipos` only; `cliente` and `vehiculos` do not apply to it. */
export const vehicleEventos: Handler = (ctx) => {
  const vehicle = vehicleInScope(ctx);
  const tipos = parseTipos(ctx.params);
  const range = parseRange(ctx.params, ctx.now);
  const found = new EventSelection();
  ctx.world.history.events(vehicle, range, ctx.now, tipos, found);
  return rawJsonAnswer(eventosOfSelection(found, range));
};

/** Lets go of the selection's days once written, or given up (`EventBytes.hold`). */
function* eventosOfSelection(found: EventSelection, range: TimeRange): Generator<string | Uint8Array> {
  try {
    yield '{"datos":';
    yield* found.jsonArray();
    yield tail(found.count, range);
  } finally {
    found.release();
  }
}

/** Lets go of the query's days once written, or given up (`EventBytes.hold`). */
async function* eventosByDay(
  days: EventDays,
  range: TimeRange,
  until: number,
  tipos: ReadonlySet<string> | null,
): AsyncGenerator<string | Uint8Array> {
  let found: EventSelection | null = null;
  try {
    yield '{"datos":';
    const text = new EventArrayText();
    let count = 0;
    for (let day = days.firstDay; day <= days.lastDay; day++) {
      found = await days.day(day, range.desde, until, tipos);
      count += found.count;
      yield* text.add(found);
      found.release();
    }
    yield text.close();
    yield tail(count, range);
  } finally {
    found?.release();
    days.release();
  }
}

function tail(count: number, range: TimeRange): string {
  return `,"cantidad":${count},"desde":"${formatApiDateTime(range.desde)}","hasta":"${formatApiDateTime(range.hasta)}"}`;
}
