/** The app's sections, in the order the header lists them. */
export const NAV_LINKS = [
  { href: '/', label: 'Mapa' },
  { href: '/recorrido', label: 'Recorridos' },
  { href: '/eventos', label: 'Eventos' },
  { href: '/clave', label: 'Clave' },
] as const;

/** The section a path belongs to: `/` only for the map itself, the others by prefix. */
export function isCurrentSection(href: string, pathname: string): boolean {
  return href === '/' ? pathname === '/' : pathname === href || pathname.startsWith(`${href}/`);
}
