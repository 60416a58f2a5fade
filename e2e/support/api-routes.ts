import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/**
 * Every `/api` route of the app, read from `app/api/**\/route.ts`, so that a new route is
 * covered by the sign-in and header checks without anyone remembering to list it. Dynamic
 * segments are filled with a well-formed id of the kind they name.
 */
const RAIZ = join(process.cwd(), 'app', 'api');

const EJEMPLOS: Record<string, string> = { id: 'veh_1' };

function archivosDeRuta(carpeta: string): string[] {
  return readdirSync(carpeta, { withFileTypes: true }).flatMap((entrada) => {
    const ruta = join(carpeta, entrada.name);
    if (entrada.isDirectory()) return archivosDeRuta(ruta);
    return /^route\.tsx?$/.test(entrada.name) ? [ruta] : [];
  });
}

export function apiRoutes(): string[] {
  return archivosDeRuta(RAIZ)
    .map((archivo) => relative(RAIZ, archivo).split(sep).slice(0, -1))
    .map((partes) => partes.map((parte) => parte.replace(/^\[(.+)\]$/, (_, nombre: string) => EJEMPLOS[nombre] ?? 'x')))
    .map((partes) => `/api/${partes.join('/')}`)
    .sort();
}
