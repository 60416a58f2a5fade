import { describe, expect, it } from 'vitest';
import { pathAfterSignIn, signInPathFor, RETURN_PATH_MAX } from './return-path';

describe('destinoTrasIngreso', () => {
  it('goes back to the page asked for, query included', () => {
    expect(pathAfterSignIn('supervisor', '/recorrido?vehiculo=veh_1&t=5')).toBe('/recorrido?vehiculo=veh_1&t=5');
  });

  it('never leaves the site', () => {
    for (const volver of ['//evil.example', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)', '/%2F%2Fevil']) {
      const destino = pathAfterSignIn('admin', volver);
      expect(destino.startsWith('/') && !destino.startsWith('//')).toBe(true);
      expect(destino).not.toContain('evil.example');
    }
  });

  it('sends a role to its first page when it may not open the one asked for', () => {
    expect(pathAfterSignIn('despachante', '/clave')).toBe('/');
    expect(pathAfterSignIn('admin', '/api/estado')).toBe('/');
    expect(pathAfterSignIn('admin', '/ingresar')).toBe('/');
    expect(pathAfterSignIn('admin', null)).toBe('/');
  });

  it('builds the sign-in address that comes back', () => {
    expect(signInPathFor('/')).toBe('/ingresar');
    expect(signInPathFor('/recorrido?vehiculo=veh_1')).toBe('/ingresar?volver=%2Frecorrido%3Fvehiculo%3Dveh_1');
  });

  it('keeps only the page of a path too long to come back through the sign-in form', () => {
    expect(signInPathFor(`/recorrido?x=${'y'.repeat(20_000)}`)).toBe('/ingresar?volver=%2Frecorrido');
    expect(signInPathFor(`/?x=${'y'.repeat(20_000)}`)).toBe('/ingresar');
    expect(signInPathFor(`/${'a'.repeat(5_000)}`).length).toBeLessThan(3 * RETURN_PATH_MAX);
  });
});
