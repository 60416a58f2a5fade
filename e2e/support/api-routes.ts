import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/**
 * Every `/api` route of the app, read from the handlers' files under `app/api` (one
 * `handler.ts` per route, the table in `app/api/routes.ts` lists each), so that a new route is
 * covered by the sign-in, header and fuzz checks without anyone remembering to list it.
 */
const RAIZ = join(process.cwd(), 'app', 'api');

const EJEMPLOS: Record<string, string> = { id: 'veh_1' };

function archivosDeRuta(carpeta: string): string[] {
  return readdirSync(carpeta, { withFileTypes: true }).flatMap((entrada) => {
    const ruta = join(carpeta, entrada.name);
    if (entrada.isDirectory()) return entrada.name === '__tests__' ? [] : archivosDeRuta(ruta);
    return entrada.name === 'handler.ts' ? [ruta] : [];
  });
}

/** Each route as its folders spell it: `/api/vehiculos/[id]/recorrido`. */
export function apiRouteTemplates(): string[] {
  return archivosDeRuta(RAIZ)
    .map((archivo) => `/api/${relative(RAIZ, archivo).split(sep).slice(0, -1).join('/')}`)
    .sort();
}

/** Each route with its dynamic segments filled with a well-formed id of the kind they name. */
export function apiRoutes(): string[] {
  return apiRouteTemplates().map((plantilla) => plantilla.replace(/\[(.+?)\]/g, (_, nombre: string) => EJEMPLOS[nombre] ?? 'x'));
}
