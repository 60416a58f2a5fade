import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGO } from '@/lib/fleet/catalog';
import type { Cliente } from '@/lib/fleet/schemas/cliente';
import type { Estado } from '@/lib/fleet/schemas/estado';
import type { Posicion } from '@/lib/fleet/schemas/posicion';
import type { Vehiculo } from '@/lib/fleet/schemas/vehiculo';
import { KEYS, SimFixture, errorCode } from './test-support/sim-fixture';

let sim: SimFixture;
beforeAll(async () => {
  sim = await SimFixture.start();
});
afterAll(() => sim.close());

describe('GET /v1/estado, /v1/catalogo/eventos, /v1/clientes', () => {
  it('describes the key and the service', async () => {
    const estado = await sim.datos<Estado>('/v1/estado', KEYS.onlyAndes);
    expect(estado.acceso).toEqual({
      nombre: 'Solo Andinos',
      permisos: ['posiciones'],
      clientes: [{ id: 'cli_andes', nombre: 'Transportes Andinos' }],
      limite_por_minuto: 100_000,
      vence: null,
    });
    expect(estado.servicio.estado).toBe('operativo');
    expect(Math.abs(Date.parse(estado.servicio.hora) - sim.sim.fleetNow())).toBeLessThan(5_000);
    expect(estado.servicio.hora).toMatch(/-03:00$/);
  });

  it('lists the 62 event types of the catalog', async () => {
    const reply = await sim.get('/v1/catalogo/eventos');
    expect((reply.body as { cantidad: number }).cantidad).toBe(62);
    expect((reply.body as { datos: unknown }).datos).toEqual(CATALOGO);
  });

  it('lists the clients in scope with their vehicle counts', async () => {
    const clientes = await sim.datos<Cliente[]>('/v1/clientes');
    expect(clientes).toEqual([
      { id: 'cli_andes', nombre: 'Transportes Andinos', vehiculos: 24 },
      { id: 'cli_rapido', nombre: 'Reparto Rápido', vehiculos: 12 },
      { id: 'cli_frio', nombre: null, vehiculos: 8 },
      { id: 'cli_grande', nombre: 'Flota Grande', vehiculos: 520 },
    ]);
  });
});

describe('GET /v1/vehiculos and /v1/vehiculos/{id}', () => {
  it('lists every vehicle in scope with stable prefixed ids', async () => {
    const reply = await sim.get('/v1/vehiculos');
    const { datos, cantidad } = reply.body as { datos: Vehiculo[]; cantidad: number };
    expect(cantidad).toBe(564);
    expect(new Set(datos.map((v) => v.id)).size).toBe(564);
    expect(datos.every((v) => v.patente === null || /^[A-Z0-9]+$/.test(v.patente))).toBe(true);
    expect(new Set(datos.map((v) => v.equipo.tipo))).toEqual(new Set(['gps', 'camara']));
  });

  it('filters by cliente and by vehiculos', async () => {
    const byClient = await sim.datos<Vehiculo[]>('/v1/vehiculos?cliente=cli_rapido');
    expect(byClient).toHaveLength(12);
    const ids = byClient.slice(0, 3).map((v) => v.id);
    const byIds = await sim.datos<Vehiculo[]>(`/v1/vehiculos?vehiculos=${ids.join(',')}`);
    expect(byIds.map((v) => v.id)).toEqual(ids);
    const both = await sim.datos<Vehiculo[]>(`/v1/vehiculos?cliente=cli_andes&vehiculos=${ids.join(',')}`);
    expect(both).toEqual([]);
  });

  it('answers one vehicle, and 404 for unknown ones', async () => {
    const one = await sim.datos<Vehiculo>('/v1/vehiculos/veh_100003');
    expect(one).toMatchObject({ id: 'veh_100003', cliente: { id: 'cli_andes', nombre: 'Transportes Andinos' } });
    for (const id of ['veh_999999', 'camion', 'cli_andes']) {
      expect(errorCode(await sim.get(`/v1/vehiculos/${id}`))).toBe('vehiculo_inexistente');
    }
  });

  it('rejects malformed filters and unknown ids', async () => {
    expect(errorCode(await sim.get('/v1/vehiculos?cliente=cli_nadie'))).toBe('cliente_inexistente');
    expect(errorCode(await sim.get('/v1/vehiculos?vehiculos=veh_100001,veh_999999'))).toBe('vehiculo_inexistente');
    expect(errorCode(await sim.get('/v1/vehiculos?vehiculos=veh_100001,,veh_100002'))).toBe('parametro_invalido');
    expect(errorCode(await sim.get('/v1/vehiculos?vehiculos=camion'))).toBe('parametro_invalido');
    expect(errorCode(await sim.get('/v1/vehiculos?cliente=cli_andes&cliente=cli_frio'))).toBe('parametro_invalido');
    expect(errorCode(await sim.get('/v1/vehiculos?cliente='))).toBe('parametro_invalido');
  });
});

describe('GET /v1/posiciones and /v1/vehiculos/{id}/posicion', () => {
  it('returns only vehicles that reported, and counts the others in sin_posicion', async () => {
    const reply = await sim.get('/v1/posiciones?cliente=cli_andes');
    const body = reply.body as { datos: Posicion[]; cantidad: number; sin_posicion: number };
    expect(body.sin_posicion).toBe(2);
    expect(body.cantidad).toBe(22);
    expect(body.datos).toHaveLength(22);
    const all = (await sim.get('/v1/posiciones')).body as { cantidad: number; sin_posicion: number };
    expect(all.cantidad + all.sin_posicion).toBe(564);
  });

  it('gives positions in Argentina time, fresh, with the fix no newer than contact or retrieval', async () => {
    const datos = (await sim.datos<Posicion[]>('/v1/posiciones?cliente=cli_grande'));
    for (const p of datos) {
      expect(p.fecha).toMatch(/-03:00$/);
      expect(Date.parse(p.fecha)).toBeLessThanOrEqual(Date.parse(p.actualizado));
      if (p.ultima_comunicacion) expect(Date.parse(p.fecha)).toBeLessThanOrEqual(Date.parse(p.ultima_comunicacion));
      expect(Date.parse(p.actualizado)).toBeLessThanOrEqual(sim.sim.fleetNow());
    }
    expect(datos.filter((p) => p.en_linea).length).toBeGreaterThan(datos.length * 0.8);
    expect(datos.some((p) => p.encendido && (p.velocidad_kmh ?? 0) > 0) || datos.some((p) => !p.encendido)).toBe(true);
  });

  it('answers one position, 404 sin_posicion for a vehicle that never reported', async () => {
    const one = await sim.datos<Posicion>('/v1/vehiculos/veh_100001/posicion');
    expect(one.vehiculo).toBe('veh_100001');
    // The last vehicles of a client are the ones without position.
    const never = await sim.get('/v1/vehiculos/veh_100024/posicion');
    expect([never.status, errorCode(never)]).toEqual([404, 'sin_posicion']);
    expect(errorCode(await sim.get('/v1/vehiculos/veh_999999/posicion'))).toBe('vehiculo_inexistente');
  });
});
