import { roleCan, type Capability, type Role } from './roles';

/**
 * Flota's pages, in menu order, with the capability each one asks for. Client-safe. `id` names
 * the page in the `Pages` catalogue: two pages may ask for the same capability (the events'
 * history and the reports), and a person is told the name of the one they opened.
 */
export const APP_PAGES = [
  { id: 'mapa', ruta: '/', titulo: 'Mapa en vivo', capacidad: 'mapa' },
  { id: 'feed', ruta: '/eventos/en-vivo', titulo: 'Eventos en vivo', capacidad: 'feed' },
  { id: 'recorridos', ruta: '/recorrido', titulo: 'Recorridos', capacidad: 'recorridos' },
  { id: 'historial', ruta: '/eventos', titulo: 'Historial de eventos', capacidad: 'historial' },
  { id: 'informes', ruta: '/informes', titulo: 'Informes', capacidad: 'historial' },
  { id: 'clave', ruta: '/clave', titulo: 'Clave de acceso', capacidad: 'clave' },
] as const satisfies readonly { id: string; ruta: string; titulo: string; capacidad: Capability }[];

export type AppPage = (typeof APP_PAGES)[number];

/** Pages anyone may open, signed in or not. */
export const PUBLIC_PAGES = ['/ingresar'] as const;

function bajo(pathname: string, ruta: string): boolean {
  return ruta === '/' ? pathname === '/' : pathname === ruta || pathname.startsWith(`${ruta}/`);
}

/** The page a path belongs to: the longest route that contains it, so `/eventos/en-vivo` wins over `/eventos`. */
export function pageOf(pathname: string): AppPage | null {
  let elegida: AppPage | null = null;
  for (const pagina of APP_PAGES) {
    if (bajo(pathname, pagina.ruta) && (elegida === null || pagina.ruta.length > elegida.ruta.length)) {
      elegida = pagina;
    }
  }
  return elegida;
}

export function isPublicPage(pathname: string): boolean {
  return PUBLIC_PAGES.some((ruta) => bajo(pathname, ruta));
}

/** Unknown paths need only a session: Next answers them 404 whatever the role. */
export function roleCanOpen(rol: Role, pathname: string): boolean {
  const pagina = pageOf(pathname);
  return pagina === null || roleCan(rol, pagina.capacidad);
}

/**
 * Where a menu section takes a role: the section itself when it may open it, else the first
 * page inside it that it may (a dispatcher's "Eventos" is the live feed, not the history), else
 * nowhere (no menu entry).
 */
export function sectionEntry(rol: Role, seccion: string): string | null {
  if (roleCanOpen(rol, seccion)) return seccion;
  const dentro = APP_PAGES.find(({ ruta, capacidad }) => ruta.startsWith(`${seccion}/`) && roleCan(rol, capacidad));
  return dentro?.ruta ?? null;
}

/** The pages a role may open, for its menu. */
export function pagesOf(rol: Role): AppPage[] {
  return APP_PAGES.filter((pagina) => roleCan(rol, pagina.capacidad));
}
