import { rolPuede, type Capacidad, type Rol } from './roles';

/** Flota's pages, in menu order, with the capability each one asks for. Client-safe. */
export const PAGINAS = [
  { ruta: '/', titulo: 'Mapa en vivo', capacidad: 'mapa' },
  { ruta: '/eventos/en-vivo', titulo: 'Eventos en vivo', capacidad: 'feed' },
  { ruta: '/recorrido', titulo: 'Recorridos', capacidad: 'recorridos' },
  { ruta: '/eventos', titulo: 'Historial de eventos', capacidad: 'historial' },
  { ruta: '/clave', titulo: 'Clave de acceso', capacidad: 'clave' },
] as const satisfies readonly { ruta: string; titulo: string; capacidad: Capacidad }[];

export type Pagina = (typeof PAGINAS)[number];

/** Pages anyone may open, signed in or not. */
export const PAGINAS_PUBLICAS = ['/ingresar'] as const;

function bajo(pathname: string, ruta: string): boolean {
  return ruta === '/' ? pathname === '/' : pathname === ruta || pathname.startsWith(`${ruta}/`);
}

/** The page a path belongs to: the longest route that contains it, so `/eventos/en-vivo` wins over `/eventos`. */
export function paginaDe(pathname: string): Pagina | null {
  let elegida: Pagina | null = null;
  for (const pagina of PAGINAS) {
    if (bajo(pathname, pagina.ruta) && (elegida === null || pagina.ruta.length > elegida.ruta.length)) {
      elegida = pagina;
    }
  }
  return elegida;
}

export function esPaginaPublica(pathname: string): boolean {
  return PAGINAS_PUBLICAS.some((ruta) => bajo(pathname, ruta));
}

/** Unknown paths need only a session: Next answers them 404 whatever the role. */
export function rolPuedeAbrir(rol: Rol, pathname: string): boolean {
  const pagina = paginaDe(pathname);
  return pagina === null || rolPuede(rol, pagina.capacidad);
}

/**
 * Where a menu section takes a role: the section itself when it may open it, else the first
 * page inside it that it may (a dispatcher's "Eventos" is the live feed, not the history), else
 * nowhere (no menu entry).
 */
export function entradaDeSeccion(rol: Rol, seccion: string): string | null {
  if (rolPuedeAbrir(rol, seccion)) return seccion;
  const dentro = PAGINAS.find(({ ruta, capacidad }) => ruta.startsWith(`${seccion}/`) && rolPuede(rol, capacidad));
  return dentro?.ruta ?? null;
}

/** The pages a role may open, for its menu. */
export function paginasDe(rol: Rol): Pagina[] {
  return PAGINAS.filter((pagina) => rolPuede(rol, pagina.capacidad));
}
