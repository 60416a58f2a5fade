// zod's tree-shakable build: this module is in every page's client bundle (the header's menu), and
// two enums should not pull in zod's whole method-chaining build there.
import * as z from 'zod/mini';

/**
 * Who may do what in Flota. Each role includes everything of the one before it; the
 * capabilities name what a person can open, and pages and `/api` routes ask for one of them
 * (see `page-policy.ts`, `api-policy.ts`). Client-safe: the header uses it to build the menu.
 */
export const rolSchema = z.enum(['despachante', 'supervisor', 'gerente', 'admin']);
export type Rol = z.infer<typeof rolSchema>;

export const capacidadSchema = z.enum(['mapa', 'feed', 'recorridos', 'historial', 'clave']);
export type Capacidad = z.infer<typeof capacidadSchema>;

const CAPACIDADES_DE_ROL: Record<Rol, readonly Capacidad[]> = {
  despachante: ['mapa', 'feed'],
  supervisor: ['mapa', 'feed', 'recorridos'],
  gerente: ['mapa', 'feed', 'recorridos', 'historial'],
  admin: ['mapa', 'feed', 'recorridos', 'historial', 'clave'],
};

export const NOMBRE_DE_ROL: Record<Rol, string> = {
  despachante: 'Despachante',
  supervisor: 'Supervisor',
  gerente: 'Gerente',
  admin: 'Administrador',
};

export function capacidadesDe(rol: Rol): readonly Capacidad[] {
  return CAPACIDADES_DE_ROL[rol];
}

export function rolPuede(rol: Rol, capacidad: Capacidad): boolean {
  return CAPACIDADES_DE_ROL[rol].includes(capacidad);
}

/** The first role (in order of rank) that has a capability: who a page is for. */
export function primerRolCon(capacidad: Capacidad): Rol {
  return rolSchema.options.find((rol) => rolPuede(rol, capacidad)) ?? 'admin';
}
