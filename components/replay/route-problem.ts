import { FlotaApiError } from '@/lib/client/api-error';
import { explainKeyProblem } from '@/lib/client/key-problem';
import type { FlotaErrorCode } from '@/lib/fleet/errors';

export interface RouteProblem {
  title: string;
  detail: string;
  /** Worth a retry button: the cause may pass. */
  transient: boolean;
}

const EXPLAINED: Partial<Record<FlotaErrorCode, Omit<RouteProblem, 'detail'> & { detail?: string }>> = {
  sin_permiso: {
    title: 'Esta clave no puede consultar recorridos',
    detail:
      'La clave de acceso con la que Flota consulta el servicio no tiene el permiso «recorridos». Pedí al operador del servicio que lo agregue; mientras tanto, el mapa en vivo y los eventos siguen funcionando si la clave los permite.',
    transient: false,
  },
  no_disponible: {
    title: 'Este equipo no guarda recorridos',
    detail: 'El dispositivo instalado en este vehículo no registra historial de posiciones, así que no hay recorrido para mostrar.',
    transient: false,
  },
  vehiculo_inexistente: {
    title: 'El vehículo no existe',
    detail: 'No existe o no está entre los clientes que ve esta clave.',
    transient: false,
  },
  rango_invalido: { title: 'El servicio rechazó el rango', transient: false },
  demasiadas_solicitudes: {
    title: 'El servicio está ocupado',
    detail: 'Se alcanzó el límite de consultas por minuto. Reintentá en unos segundos.',
    transient: true,
  },
  servicio_no_disponible: {
    title: 'El servicio de posicionamiento no respondió',
    detail: 'Suele resolverse en unos minutos. Reintentá.',
    transient: true,
  },
  sin_conexion: { title: 'Sin conexión con Flota', transient: true },
};

/** What to tell a supervisor when a route cannot be shown, by the error's `codigo` (`sin_permiso` here means «recorridos»). */
export function explainRouteError(error: Error): RouteProblem {
  if (!FlotaApiError.is(error)) return { title: 'No se pudo cargar el recorrido', detail: error.message, transient: true };
  const known = Object.hasOwn(EXPLAINED, error.codigo) ? EXPLAINED[error.codigo as FlotaErrorCode] : undefined;
  const reference = error.solicitud ? ` (solicitud ${error.solicitud})` : '';
  if (known) return { ...known, detail: known.detail ?? `${error.message}${reference}` };
  const keyProblem = explainKeyProblem(error.codigo);
  if (keyProblem) return { title: keyProblem.title, detail: `${keyProblem.text} ${keyProblem.action}`, transient: false };
  return { title: 'No se pudo cargar el recorrido', detail: `${error.message}${reference}`, transient: error.status >= 500 || error.status === 0 };
}

/** The events panel only needs a line: the route can still be replayed without them. */
export function explainEventsError(error: Error): string {
  if (FlotaApiError.is(error) && error.codigo === 'sin_permiso') {
    return 'Esta clave no tiene el permiso «eventos»: el recorrido se muestra sin eventos.';
  }
  return `No se pudieron cargar los eventos: ${error.message}`;
}
