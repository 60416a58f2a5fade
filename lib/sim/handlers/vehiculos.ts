import type { Vehiculo } from '@/lib/fleet/schemas/vehiculo';
import { rawJsonAnswer } from '../http/answer';
import { SimError } from '../http/sim-error';
import type { SimVehicle } from '../world/roster';
import type { Handler, HandlerContext } from './context';
import { filterVehicles } from './query';

const serialised = new WeakMap<SimVehicle, string>();

/** A vehicle never changes while the sim runs, so its JSON is written once. */
export function vehiculoJson(vehicle: SimVehicle): string {
  let json = serialised.get(vehicle);
  if (json === undefined) {
    const datos: Vehiculo = {
      id: vehicle.id,
      patente: vehicle.patente,
      nombre: vehicle.nombre,
      cliente: { id: vehicle.clientId, nombre: vehicle.clientName },
      equipo: { ...vehicle.equipo },
      conductor: vehicle.conductor,
    };
    json = JSON.stringify(datos);
    serialised.set(vehicle, json);
  }
  return json;
}

export function vehicleInScope(ctx: HandlerContext): SimVehicle {
  const vehicle = ctx.scope.vehicle(ctx.pathId);
  if (!vehicle) throw new SimError('vehiculo_inexistente', `El vehículo ${ctx.pathId.slice(0, 40)} no existe.`);
  return vehicle;
}

export const vehiculos: Handler = (ctx) => {
  const list = filterVehicles(ctx.params, ctx.scope);
  return rawJsonAnswer(`{"datos":[${list.map(vehiculoJson).join(',')}],"cantidad":${list.length}}`);
};

export const vehiculo: Handler = (ctx) => rawJsonAnswer(`{"datos":${vehiculoJson(vehicleInScope(ctx))}}`);
