import { describe, expect, it } from 'vitest';
import type { Vehiculo } from '@/lib/fleet/schemas/vehiculo';
import { joinRows } from './fleet-rows';
import { posicionFixture } from './fleet-worker/posicion-fixture';
import { runNow } from './sliced-work';

const vehiculo = (id: string, patente: string | null): Vehiculo => ({
  id,
  patente,
  nombre: `Camión ${id}`,
  cliente: { id: 'cli_1', nombre: 'Cliente' },
  equipo: { tipo: 'gps', modelo: 'X' },
  conductor: null,
});
const posicion = (vehiculo: string) => posicionFixture(vehiculo, { patente: `P-${vehiculo}` });

describe('joinRows', () => {
  const catalogue = { datos: [vehiculo('veh_1', 'AA111AA'), vehiculo('veh_2', null), vehiculo('veh_3', 'CC333CC')], buscables: ['a', 'b', 'c'] };

  it('keeps the catalogue order, joins each position, and adds positions the catalogue lacks after it', () => {
    const datos = [posicion('veh_9'), posicion('veh_3'), posicion('veh_2')];
    const rows = runNow(joinRows(catalogue, { datos, estados: ['apagado', 'en_movimiento', 'detenido_encendido'] }));
    expect(rows.map((r) => [r.id, r.patente, r.status, r.posicion?.vehiculo ?? null])).toEqual([
      ['veh_1', 'AA111AA', null, null],
      ['veh_2', 'P-veh_2', 'detenido_encendido', 'veh_2'],
      ['veh_3', 'CC333CC', 'en_movimiento', 'veh_3'],
      ['veh_9', 'P-veh_9', 'apagado', 'veh_9'],
    ]);
    expect(rows.map((r) => r.haystack).slice(0, 3)).toEqual(['a', 'b', 'c']);
  });

  it('gives the same rows for the next snapshot of the same catalogue', () => {
    const rows = runNow(joinRows(catalogue, { datos: [posicion('veh_1')], estados: ['sin_gps'] }));
    expect(rows.map((r) => r.status)).toEqual(['sin_gps', null, null]);
  });

  it('shows positions alone before the catalogue is read', () => {
    const rows = runNow(joinRows(undefined, { datos: [posicion('veh_1')], estados: ['apagado'] }));
    expect(rows).toMatchObject([{ id: 'veh_1', patente: 'P-veh_1', nombre: null, status: 'apagado' }]);
  });
});
