import type { Cliente } from '@/lib/fleet/schemas/cliente';
import { jsonAnswer } from '../http/answer';
import type { Handler } from './context';

export const clientes: Handler = ({ scope }) => {
  const datos: Cliente[] = scope.clients.map((c) => ({ id: c.id, nombre: c.nombre, vehiculos: c.vehicles.length }));
  return jsonAnswer({ datos, cantidad: datos.length });
};
