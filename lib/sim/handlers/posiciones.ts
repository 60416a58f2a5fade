import { rawJsonAnswer } from '../http/answer';
import { SimError } from '../http/sim-error';
import type { Handler } from './context';
import { filterVehicles } from './query';
import { vehicleInScope } from './vehiculos';

/** docs/fleet-api.md#positions: only vehicles that reported a position; `sin_posicion` counts the others in scope. */
export const posiciones: Handler = (ctx) => {
  const vehicles = filterVehicles(ctx.params, ctx.scope);
  const query = `${ctx.key.config.key}|${ctx.params.get('cliente') ?? ''}|${ctx.params.get('vehiculos') ?? ''}`;
  const body = ctx.world.positions.body(ctx.now, query, ({ json }) => {
    const parts: string[] = [];
    for (const vehicle of vehicles) {
      const part = json[vehicle.index];
      if (part) parts.push(part);
    }
    const sinPosicion = vehicles.length - parts.length;
    return `{"datos":[${parts.join(',')}],"cantidad":${parts.length},"sin_posicion":${sinPosicion}}`;
  });
  return rawJsonAnswer(body);
};

/** docs/fleet-api.md#positions: a vehicle that never reported a position is 404 `sin_posicion`. */
export const posicion: Handler = (ctx) => {
  const vehicle = vehicleInScope(ctx);
  const part = ctx.world.positions.at(ctx.now).json[vehicle.index];
  if (!part) throw new SimError('sin_posicion', `El vehículo ${vehicle.id} todavía no reportó ninguna posición.`);
  return rawJsonAnswer(`{"datos":${part}}`);
};
