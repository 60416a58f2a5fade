import { describe, expect, it } from 'vitest';
import { destinoTrasIngreso, ingresoPara, VOLVER_MAX } from './return-path';

describe('destinoTrasIngreso', () => {
  it('goes back to the page asked for, query included', () => {
    expect(destinoTrasIngreso('supervisor', '/recorrido?vehiculo=veh_1&t=5')).toBe('/recorrido?vehiculo=veh_1&t=5');
  });

  it('never leaves the site', () => {
    for (const volver of ['//evil.example', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)', '/%2F%2Fevil']) {
      const destino = destinoTrasIngreso('admin', volver);
      expect(destino.startsWith('/') && !destino.startsWith('//')).toBe(true);
      expect(destino).not.toContain('evil.example');
    }
  });

  it('sends a role to its first page when it may not open the one asked for', () => {
    expect(destinoTrasIngreso('despachante', '/clave')).toBe('/');
    expect(destinoTrasIngreso('admin', '/api/estado')).toBe('/');
    expect(destinoTrasIngreso('admin', '/ingresar')).toBe('/');
    expect(destinoTrasIngreso('admin', null)).toBe('/');
  });

  it('builds the sign-in address that comes back', () => {
    expect(ingresoPara('/')).toBe('/ingresar');
    expect(ingresoPara('/recorrido?vehiculo=veh_1')).toBe('/ingresar?volver=%2Frecorrido%3Fvehiculo%3Dveh_1');
  });

  it('keeps only the page of a path too long to come back through the sign-in form', () => {
    expect(ingresoPara(`/recorrido?x=${'y'.repeat(20_000)}`)).toBe('/ingresar?volver=%2Frecorrido');
    expect(ingresoPara(`/?x=${'y'.repeat(20_000)}`)).toBe('/ingresar');
    expect(ingresoPara(`/${'a'.repeat(5_000)}`).length).toBeLessThan(3 * VOLVER_MAX);
  });
});
