import { formatApiDateTime } from '@/lib/fleet/time';
import { rawJsonAnswer } from '../http/answer';
import { SimError } from '../http/sim-error';
import type { Handler } from './context';
import { puntosJson } from './puntos-json';
import { parseRange } from './query';
import { vehicleInScope } from './vehiculos';

/** docs/fleet-api.md#ranges: a vehicle's points in the range, in time order; `distancia_km` from gps points only. */
export const recorrido: Handler = (ctx) => {
  const vehicle = vehicleInScope(ctx);
  const range = parseRange(ctx.params, ctx.now);
  if (!vehicle.hasHistory) {
    throw new SimError('no_disponible', `El equipo del vehículo ${vehicle.id} no guarda recorridos.`);
  }
  const { points, distanciaKm } = ctx.world.history.route(vehicle, range, ctx.now);
  const head = {
    vehiculo: vehicle.id,
    patente: vehicle.patente,
    desde: formatApiDateTime(range.desde),
    hasta: formatApiDateTime(range.hasta),
    distancia_km: distanciaKm,
    cantidad_puntos: points.length,
  };
  return rawJsonAnswer(recorridoPieces(JSON.stringify(head), puntosJson(points)));
};

function* recorridoPieces(head: string, puntos: Iterable<string>): Generator<string> {
  yield `{"datos":${head.slice(0, -1)},"puntos":`;
  yield* puntos;
  yield '}}';
}
