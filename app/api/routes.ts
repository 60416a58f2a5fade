import 'server-only';
import { historyOrOneVehicleEvents, type ApiRequirement } from '@/lib/auth/api-access';
import * as catalogo from './catalogo/eventos/handler';
import * as clientes from './clientes/handler';
import type { GatewayHandler, PublicHandler } from './context';
import * as estado from './estado/handler';
import * as informeDias from './informes/dias/handler';
import * as informeParadas from './informes/paradas/handler';
import * as informeResumen from './informes/resumen/handler';
import * as informeViajes from './informes/viajes/handler';
import * as eventos from './eventos/handler';
import * as stream from './eventos/stream/handler';
import * as posiciones from './posiciones/handler';
import * as salud from './salud/handler';
import * as sesion from './sesion/handler';
import * as vehiculos from './vehiculos/handler';
import * as vehiculo from './vehiculos/[id]/handler';
import * as posicion from './vehiculos/[id]/posicion/handler';
import * as recorrido from './vehiculos/[id]/recorrido/handler';

export type Method = 'GET' | 'POST' | 'DELETE';

/** A route: its path (`:name` a segment the handler reads), what it asks of the caller, and a handler per method. */
export type ApiRoute =
  | { pattern: string; requires: 'public'; methods: Partial<Record<Method, PublicHandler>> }
  | { pattern: string; requires: Exclude<ApiRequirement, 'public'>; methods: Partial<Record<Method, GatewayHandler>> };

/**
 * Every `/api` route, the browser's only door. A route exists only here, with the decision of
 * who may call it (a capability of lib/auth/roles.ts, or `public`); any other path answers
 * `404 ruta_inexistente`, any other method `405 metodo_no_permitido` (app/api/router.ts).
 */
export const API_ROUTES: readonly ApiRoute[] = [
  { pattern: '/api/sesion', requires: 'public', methods: { GET: sesion.GET, POST: sesion.POST, DELETE: sesion.DELETE } },
  { pattern: '/api/posiciones', requires: 'mapa', methods: { GET: posiciones.GET } },
  { pattern: '/api/vehiculos', requires: 'mapa', methods: { GET: vehiculos.GET } },
  { pattern: '/api/vehiculos/:id', requires: 'mapa', methods: { GET: vehiculo.GET } },
  { pattern: '/api/vehiculos/:id/posicion', requires: 'mapa', methods: { GET: posicion.GET } },
  { pattern: '/api/clientes', requires: 'mapa', methods: { GET: clientes.GET } },
  { pattern: '/api/salud', requires: 'mapa', methods: { GET: salud.GET } },
  { pattern: '/api/catalogo/eventos', requires: 'feed', methods: { GET: catalogo.GET } },
  { pattern: '/api/eventos/stream', requires: 'feed', methods: { GET: stream.GET } },
  { pattern: '/api/vehiculos/:id/recorrido', requires: 'recorridos', methods: { GET: recorrido.GET } },
  { pattern: '/api/eventos', requires: historyOrOneVehicleEvents, methods: { GET: eventos.GET } },
  { pattern: '/api/informes/resumen', requires: 'historial', methods: { GET: informeResumen.GET } },
  { pattern: '/api/informes/dias', requires: 'historial', methods: { GET: informeDias.GET } },
  { pattern: '/api/informes/viajes', requires: 'historial', methods: { GET: informeViajes.GET } },
  { pattern: '/api/informes/paradas', requires: 'historial', methods: { GET: informeParadas.GET } },
  { pattern: '/api/estado', requires: 'clave', methods: { GET: estado.GET } },
];
