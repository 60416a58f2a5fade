import { describe, expect, it } from 'vitest';
import { entradaDeSeccion, paginaDe, paginasDe, rolPuedeAbrir } from './page-policy';
import { capacidadesDe, primerRolCon, ROLES, rolPuede } from './roles';

describe('roles', () => {
  it('names the first role each capability is for', () => {
    expect(primerRolCon('mapa')).toBe('despachante');
    expect(primerRolCon('recorridos')).toBe('supervisor');
    expect(primerRolCon('historial')).toBe('gerente');
    expect(primerRolCon('clave')).toBe('admin');
  });

  it('each role includes everything of the one before it', () => {
    const roles = ROLES;
    for (let i = 1; i < roles.length; i++) {
      const anterior = capacidadesDe(roles[i - 1]!);
      expect(capacidadesDe(roles[i]!)).toEqual(expect.arrayContaining([...anterior]));
      expect(capacidadesDe(roles[i]!).length).toBeGreaterThan(anterior.length);
    }
  });

  it('gives exactly the issue’s capabilities', () => {
    expect(capacidadesDe('despachante')).toEqual(['mapa', 'feed']);
    expect(rolPuede('supervisor', 'recorridos')).toBe(true);
    expect(rolPuede('supervisor', 'historial')).toBe(false);
    expect(rolPuede('gerente', 'historial')).toBe(true);
    expect(rolPuede('gerente', 'clave')).toBe(false);
    expect(rolPuede('admin', 'clave')).toBe(true);
  });
});

describe('page policy', () => {
  it('finds the most specific page of a path', () => {
    expect(paginaDe('/')?.capacidad).toBe('mapa');
    expect(paginaDe('/eventos/en-vivo')?.capacidad).toBe('feed');
    expect(paginaDe('/eventos')?.capacidad).toBe('historial');
    expect(paginaDe('/eventos/evt_1')?.capacidad).toBe('historial');
    expect(paginaDe('/recorrido/veh_1')?.capacidad).toBe('recorridos');
    expect(paginaDe('/recorridos')).toBeNull();
    expect(paginaDe('/clave')?.capacidad).toBe('clave');
  });

  it('lets each role open exactly its pages', () => {
    expect(paginasDe('despachante').map((p) => p.ruta)).toEqual(['/', '/eventos/en-vivo']);
    expect(paginasDe('supervisor').map((p) => p.ruta)).toEqual(['/', '/eventos/en-vivo', '/recorrido']);
    expect(paginasDe('gerente').map((p) => p.ruta)).toEqual(['/', '/eventos/en-vivo', '/recorrido', '/eventos']);
    expect(paginasDe('admin').map((p) => p.ruta)).toContain('/clave');
    expect(rolPuedeAbrir('despachante', '/eventos')).toBe(false);
    expect(rolPuedeAbrir('despachante', '/eventos/en-vivo')).toBe(true);
    expect(rolPuedeAbrir('despachante', '/no-existe')).toBe(true);
  });

  it('leads a menu section to the first page of it the role may open', () => {
    expect(entradaDeSeccion('gerente', '/eventos')).toBe('/eventos');
    expect(entradaDeSeccion('despachante', '/eventos')).toBe('/eventos/en-vivo');
    expect(entradaDeSeccion('despachante', '/recorrido')).toBeNull();
    expect(entradaDeSeccion('gerente', '/clave')).toBeNull();
  });
});
