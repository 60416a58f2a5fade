import { describe, expect, it } from 'vitest';
import { sectionEntry, pageOf, pagesOf, roleCanOpen } from './page-policy';
import { capabilitiesOf, firstRoleWith, ROLES, roleCan } from './roles';

describe('roles', () => {
  it('names the first role each capability is for', () => {
    expect(firstRoleWith('mapa')).toBe('despachante');
    expect(firstRoleWith('recorridos')).toBe('supervisor');
    expect(firstRoleWith('historial')).toBe('gerente');
    expect(firstRoleWith('clave')).toBe('admin');
  });

  it('each role includes everything of the one before it', () => {
    const roles = ROLES;
    for (let i = 1; i < roles.length; i++) {
      const anterior = capabilitiesOf(roles[i - 1]!);
      expect(capabilitiesOf(roles[i]!)).toEqual(expect.arrayContaining([...anterior]));
      expect(capabilitiesOf(roles[i]!).length).toBeGreaterThan(anterior.length);
    }
  });

  it('gives exactly the issue’s capabilities', () => {
    expect(capabilitiesOf('despachante')).toEqual(['mapa', 'feed']);
    expect(roleCan('supervisor', 'recorridos')).toBe(true);
    expect(roleCan('supervisor', 'historial')).toBe(false);
    expect(roleCan('gerente', 'historial')).toBe(true);
    expect(roleCan('gerente', 'clave')).toBe(false);
    expect(roleCan('admin', 'clave')).toBe(true);
  });
});

describe('page policy', () => {
  it('finds the most specific page of a path', () => {
    expect(pageOf('/')?.capacidad).toBe('mapa');
    expect(pageOf('/eventos/en-vivo')?.capacidad).toBe('feed');
    expect(pageOf('/eventos')?.capacidad).toBe('historial');
    expect(pageOf('/eventos/evt_1')?.capacidad).toBe('historial');
    expect(pageOf('/recorrido/veh_1')?.capacidad).toBe('recorridos');
    expect(pageOf('/recorridos')).toBeNull();
    expect(pageOf('/clave')?.capacidad).toBe('clave');
  });

  it('lets each role open exactly its pages', () => {
    expect(pagesOf('despachante').map((p) => p.ruta)).toEqual(['/', '/eventos/en-vivo']);
    expect(pagesOf('supervisor').map((p) => p.ruta)).toEqual(['/', '/eventos/en-vivo', '/recorrido']);
    expect(pagesOf('gerente').map((p) => p.ruta)).toEqual(['/', '/eventos/en-vivo', '/recorrido', '/eventos', '/informes']);
    expect(pagesOf('admin').map((p) => p.ruta)).toContain('/clave');
    expect(roleCanOpen('despachante', '/eventos')).toBe(false);
    expect(roleCanOpen('despachante', '/eventos/en-vivo')).toBe(true);
    expect(roleCanOpen('despachante', '/no-existe')).toBe(true);
    expect(roleCanOpen('supervisor', '/informes')).toBe(false);
    expect(roleCanOpen('gerente', '/informes')).toBe(true);
    expect(sectionEntry('supervisor', '/informes')).toBeNull();
  });

  it('leads a menu section to the first page of it the role may open', () => {
    expect(sectionEntry('gerente', '/eventos')).toBe('/eventos');
    expect(sectionEntry('despachante', '/eventos')).toBe('/eventos/en-vivo');
    expect(sectionEntry('despachante', '/recorrido')).toBeNull();
    expect(sectionEntry('gerente', '/clave')).toBeNull();
  });
});
