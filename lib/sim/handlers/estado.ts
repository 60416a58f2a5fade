import type { EstadoEnvelope } from '@/lib/fleet/schemas/envelopes';
import { formatApiDateTime } from '@/lib/fleet/time';
import { jsonAnswer } from '../http/answer';
import type { Handler } from './context';

export const estado: Handler = ({ key, scope, now, degraded }) => {
  const body: EstadoEnvelope = {
    datos: {
      acceso: {
        nombre: key.config.name,
        permisos: [...key.config.permissions],
        clientes: scope.clients.map((c) => ({ id: c.id, nombre: c.nombre })),
        limite_por_minuto: key.config.unitsPerMinute,
        vence: key.expiresMs === null ? null : formatApiDateTime(key.expiresMs),
      },
      servicio: { estado: degraded ? 'degradado' : 'operativo', hora: formatApiDateTime(now) },
    },
  };
  return jsonAnswer(body);
};
