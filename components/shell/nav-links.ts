/** The app's sections, in the order the header lists them; `label` is their key in the `Shell.nav` messages. */
export const NAV_LINKS = [
  { href: '/', label: 'map' },
  { href: '/recorrido', label: 'routes' },
  { href: '/eventos', label: 'events' },
  { href: '/informes', label: 'reports' },
  { href: '/clave', label: 'key' },
] as const;

/** The section a path belongs to: `/` only for the map itself, the others by prefix. */
export function isCurrentSection(href: string, pathname: string): boolean {
  return href === '/' ? pathname === '/' : pathname === href || pathname.startsWith(`${href}/`);
}
