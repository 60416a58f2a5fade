import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { matchRoute } from '@/app/api/router';
import { API_ROUTES } from '@/app/api/routes';

const ROOT = join(process.cwd(), 'app', 'api');

/** `/api/vehiculos/:id/recorrido` for `app/api/vehiculos/[id]/recorrido/handler.ts`. */
function handlerFiles(folder = ROOT): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return handlerFiles(join(folder, entry.name));
    if (entry.name !== 'handler.ts') return [];
    const parts = relative(ROOT, folder).split(sep).map((part) => part.replace(/^\[(.+)\]$/, ':$1'));
    return [`/api/${parts.join('/')}`];
  });
}

describe('the route table', () => {
  it('has a line, with who may call it, for every handler under app/api, and no line without one', () => {
    const files = handlerFiles().sort();
    expect(files).toContain('/api/sesion');
    expect(API_ROUTES.map((route) => route.pattern).sort()).toEqual(files);
    for (const route of API_ROUTES) {
      expect(route.requires, route.pattern).toBeTruthy();
      expect(Object.keys(route.methods).length, route.pattern).toBeGreaterThan(0);
    }
  });

  it('matches each path to one route, with its id decoded, and nothing else', () => {
    expect(matchRoute('/api/vehiculos/veh_1/recorrido')?.compiled.route.pattern).toBe('/api/vehiculos/:id/recorrido');
    expect(matchRoute('/api/vehiculos/veh_a%2Fb')?.params).toEqual({ id: 'veh_a/b' });
    expect(matchRoute('/api/vehiculos/%E0%A4%A')?.params).toEqual({ id: '%E0%A4%A' });
    for (const path of ['/api', '/api/', '/api/vehiculos/', '/api/vehiculos//posicion', '/api/posiciones/', '/api/Posiciones', '/api/vehiculos/veh_1/otra']) {
      expect(matchRoute(path), path).toBeNull();
    }
  });
});
