import { afterAll, describe, expect, it } from 'vitest';
import type { Evento } from '@/lib/fleet/schemas/evento';
import type { Vehiculo } from '@/lib/fleet/schemas/vehiculo';
import { type RunningSim, startSim } from './server';
import { KEYS, testConfig } from './test-support/sim-fixture';

const auth = { authorization: `Bearer ${KEYS.central}` };
const central = testConfig().keys.find((key) => key.key === KEYS.central)!;
const DAY = 'desde=2026-03-10T00:00:00-03:00&hasta=2026-03-10T23:59:59-03:00';

async function vehiclesAndEvents(sim: RunningSim): Promise<{ ids: Set<string>; eventos: Evento[] }> {
  const vehiculos = (await (await fetch(`${sim.url}/v1/vehiculos`, { headers: auth })).json()) as { datos: Vehiculo[] };
  const eventos = (await (await fetch(`${sim.url}/v1/eventos?${DAY}`, { headers: auth })).json()) as { datos: Evento[] };
  return { ids: new Set(vehiculos.datos.map((v) => v.id)), eventos: eventos.datos };
}

/**
 * Two embedded APIs with different fleets in one process, one after the other, as the e2e suite
 * starts them: the second one's events name its own vehicles, whatever the first one answered.
 */
describe('two fleets in one process', () => {
  const sims: RunningSim[] = [];
  afterAll(async () => Promise.all(sims.map((sim) => sim.close())));

  it('answers each fleet’s events with its own vehicles', async () => {
    const first = await startSim({ config: testConfig({ clients: [{ id: 'cli_uno', name: 'Uno', vehicles: 6 }], keys: [central] }), port: 0 });
    sims.push(first);
    const before = await vehiclesAndEvents(first);
    expect(before.eventos.length).toBeGreaterThan(0);

    // Index 4 of this fleet is the first vehicle of its second client, not the fifth of cli_uno.
    const clients = [
      { id: 'cli_uno', name: 'Uno', vehicles: 4 },
      { id: 'cli_dos', name: 'Dos', vehicles: 3 },
    ];
    const second = await startSim({ config: testConfig({ clients, keys: [central] }), port: 0 });
    sims.push(second);
    const { ids, eventos } = await vehiclesAndEvents(second);
    expect(eventos.length).toBeGreaterThan(0);
    const foreign = eventos.filter((evento) => !ids.has(evento.vehiculo) || !evento.id.startsWith(`evt_${evento.vehiculo.slice(4)}_`));
    expect(foreign.map((evento) => evento.vehiculo)).toEqual([]);
  });
});
