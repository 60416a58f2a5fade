/**
 * Who may do what in Flota. Each role includes everything of the one before it; the
 * capabilities name what a person can open, and pages and `/api` routes ask for one of them
 * (see `page-policy.ts`, `api-policy.ts`). Client-safe: the header uses it to build the menu.
 */
// Plain lists, no zod: this module is in every page's client bundle (the header's menu), and zod's
// schemas cost the map page 23 KB there. Input naming a role is parsed with `role-schema.ts`.
/** The roles in order of rank. */
export const ROLES = ['despachante', 'supervisor', 'gerente', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export type Capability = 'mapa' | 'feed' | 'recorridos' | 'historial' | 'clave';

const CAPACIDADES_DE_ROL: Record<Role, readonly Capability[]> = {
  despachante: ['mapa', 'feed'],
  supervisor: ['mapa', 'feed', 'recorridos'],
  gerente: ['mapa', 'feed', 'recorridos', 'historial'],
  admin: ['mapa', 'feed', 'recorridos', 'historial', 'clave'],
};

export const ROLE_NAMES: Record<Role, string> = {
  despachante: 'Despachante',
  supervisor: 'Supervisor',
  gerente: 'Gerente',
  admin: 'Administrador',
};

export function capabilitiesOf(rol: Role): readonly Capability[] {
  return CAPACIDADES_DE_ROL[rol];
}

export function roleCan(rol: Role, capacidad: Capability): boolean {
  return CAPACIDADES_DE_ROL[rol].includes(capacidad);
}

/** The first role (in order of rank) that has a capability: who a page is for. */
export function firstRoleWith(capacidad: Capability): Role {
  return ROLES.find((rol) => roleCan(rol, capacidad)) ?? 'admin';
}
