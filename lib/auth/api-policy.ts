import { rolPuede, type Capacidad, type Rol } from './roles';

/**
 * What each `/api` route asks for. A route that is not listed here is refused to everyone
 * (`api-policy.test.ts` checks that every `app/api/**\/route.ts` has its line), so a new
 * route cannot slip out without a decision about who may call it.
 */
type Exige = Capacidad | 'publico' | ((url: URL) => Capacidad);

const POLITICA: readonly { patron: string; exige: Exige }[] = [
  { patron: '/api/sesion', exige: 'publico' },
  { patron: '/api/posiciones', exige: 'mapa' },
  { patron: '/api/vehiculos', exige: 'mapa' },
  { patron: '/api/vehiculos/:id', exige: 'mapa' },
  { patron: '/api/vehiculos/:id/posicion', exige: 'mapa' },
  { patron: '/api/clientes', exige: 'mapa' },
  { patron: '/api/salud', exige: 'mapa' },
  { patron: '/api/catalogo/eventos', exige: 'feed' },
  { patron: '/api/eventos/stream', exige: 'feed' },
  { patron: '/api/vehiculos/:id/recorrido', exige: 'recorridos' },
  { patron: '/api/eventos', exige: historialOEventosDeUnRecorrido },
  { patron: '/api/estado', exige: 'clave' },
];

/**
 * The replay shows one vehicle's events along its route, so whoever may replay routes may
 * read the events of exactly one vehicle; anything wider is the manager's history.
 */
function historialOEventosDeUnRecorrido(url: URL): Capacidad {
  const vehiculos = url.searchParams.get('vehiculos');
  const unSoloVehiculo = vehiculos !== null && vehiculos !== '' && !vehiculos.includes(',');
  return unSoloVehiculo && !url.searchParams.has('cliente') ? 'recorridos' : 'historial';
}

/** `[id]` (a route file's folder) and `:id` (this table) are the same parameter. */
function comoPatron(ruta: string): string {
  return ruta.replace(/\[([^\]/]+)\]/g, ':$1');
}

function coincide(patron: string, pathname: string): boolean {
  const esperado = patron.split('/');
  const recibido = pathname.replace(/\/+$/, '').split('/');
  return (
    esperado.length === recibido.length &&
    esperado.every((parte, i) => (parte.startsWith(':') ? (recibido[i] ?? '') !== '' : parte === recibido[i]))
  );
}

export type DecisionApi = 'publico' | 'permitido' | 'prohibido' | 'desconocida';

export function politicaDe(pathname: string): Exige | null {
  return POLITICA.find(({ patron }) => coincide(patron, pathname))?.exige ?? null;
}

/**
 * Whether a role may call a route; `null` as role asks only whether the route is public. The
 * route handler passes its own route (`/api/vehiculos/[id]`), so that a path id containing an
 * encoded `/` is judged by the route it reached; `proxy.ts` has only the path.
 */
export function decidirApi(rol: Rol | null, url: URL, ruta?: string): DecisionApi {
  const exige = ruta === undefined ? politicaDe(url.pathname) : (POLITICA.find(({ patron }) => patron === comoPatron(ruta))?.exige ?? null);
  if (exige === null) return 'desconocida';
  if (exige === 'publico') return 'publico';
  if (rol === null) return 'prohibido';
  const capacidad = typeof exige === 'function' ? exige(url) : exige;
  return rolPuede(rol, capacidad) ? 'permitido' : 'prohibido';
}
