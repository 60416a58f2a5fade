import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { decidirApi, politicaDe } from './api-policy';

const url = (ruta: string) => new URL(ruta, 'http://flota.test');

function rutasDeLaApp(carpeta = join(process.cwd(), 'app', 'api')): string[] {
  return readdirSync(carpeta, { withFileTypes: true }).flatMap((entrada) => {
    const ruta = join(carpeta, entrada.name);
    if (entrada.isDirectory()) return rutasDeLaApp(ruta);
    if (!/^route\.tsx?$/.test(entrada.name)) return [];
    const partes = relative(join(process.cwd(), 'app'), carpeta).split(sep);
    return [`/${partes.map((parte) => parte.replace(/^\[.+\]$/, 'veh_1')).join('/')}`];
  });
}

describe('api policy', () => {
  it('has a line for every route handler under app/api', () => {
    const rutas = rutasDeLaApp();
    expect(rutas).toContain('/api/sesion');
    for (const ruta of rutas) expect(politicaDe(ruta), `${ruta} no tiene política de acceso`).not.toBeNull();
  });

  it('refuses unknown routes and lets only /api/sesion through without a session', () => {
    expect(decidirApi(null, url('/api/sesion'))).toBe('publico');
    expect(decidirApi(null, url('/api/posiciones'))).toBe('prohibido');
    expect(decidirApi('admin', url('/api/secreto'))).toBe('desconocida');
    expect(decidirApi('admin', url('/api/vehiculos/veh_1/otra'))).toBe('desconocida');
  });

  it('judges a route handler by the route it is, whatever its path id holds', () => {
    expect(decidirApi('despachante', url('/api/vehiculos/veh_a/b'), '/api/vehiculos/[id]')).toBe('permitido');
    expect(decidirApi('despachante', url('/api/vehiculos/veh_a/b/recorrido'), '/api/vehiculos/[id]/recorrido')).toBe('prohibido');
    expect(decidirApi('admin', url('/api/x'), '/api/sin-politica')).toBe('desconocida');
  });

  it('maps routes to roles', () => {
    expect(decidirApi('despachante', url('/api/posiciones?cliente=cli_1'))).toBe('permitido');
    expect(decidirApi('despachante', url('/api/eventos/stream'))).toBe('permitido');
    expect(decidirApi('despachante', url('/api/vehiculos/veh_1/recorrido'))).toBe('prohibido');
    expect(decidirApi('supervisor', url('/api/vehiculos/veh_1/recorrido'))).toBe('permitido');
    expect(decidirApi('gerente', url('/api/estado'))).toBe('prohibido');
    expect(decidirApi('admin', url('/api/estado'))).toBe('permitido');
  });

  it('lets replay read one vehicle’s events, and only managers anything wider', () => {
    expect(decidirApi('supervisor', url('/api/eventos?vehiculos=veh_1&desde=2026-01-01'))).toBe('permitido');
    expect(decidirApi('supervisor', url('/api/eventos?vehiculos=veh_1,veh_2'))).toBe('prohibido');
    expect(decidirApi('supervisor', url('/api/eventos?vehiculos=veh_1&cliente=cli_1'))).toBe('prohibido');
    expect(decidirApi('supervisor', url('/api/eventos'))).toBe('prohibido');
    expect(decidirApi('despachante', url('/api/eventos?vehiculos=veh_1'))).toBe('prohibido');
    expect(decidirApi('gerente', url('/api/eventos'))).toBe('permitido');
  });
});
