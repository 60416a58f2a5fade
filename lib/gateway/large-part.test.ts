import { describe, expect, it } from 'vitest';
import type { HistorialMensaje } from '@/lib/fleet/flota-api';
import type { Evento } from '@/lib/fleet/schemas/evento';
import { collectHistory, type prepareHistory } from './history-answer';
import { MemoryEventFeed } from './memory-event-feed';

/**
 * One upstream part may hold any number of events (91,401 for 500 vehicles over 7 days in the
 * benchmark fleet). On Node 20, `push(...items)` of 200,000 throws RangeError (call stack).
 */
const PART = 200_000;
const START = Date.parse('2026-03-02T00:00:00-03:00');

function events(count: number): Evento[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `evt_${i}`,
    vehiculo: `veh_${i % 500}`,
    patente: null,
    tipo: 'exceso_velocidad',
    categoria: 'conduccion',
    descripcion: 'Exceso de velocidad',
    fecha: new Date(START + i * 1_000).toISOString().replace('.000Z', 'Z'),
    latitud: null,
    longitud: null,
    velocidad_kmh: 90,
  }));
}

describe('a part of 200,000 events', () => {
  it('is merged whole by the history', async () => {
    const part = events(PART);
    async function* run(): AsyncGenerator<HistorialMensaje> {
      yield { tipo: 'plan', partes: 2, unidades: 10 };
      yield { tipo: 'parte', hechas: 1, partes: 2, unidades_gastadas: 5, eventos: part };
      yield { tipo: 'parte', hechas: 2, partes: 2, unidades_gastadas: 5, eventos: events(1) };
    }
    const prepared = { plan: {}, run } as unknown as Awaited<ReturnType<typeof prepareHistory>>;
    const range = { desde: START, hasta: START + PART * 1_000 };
    const merged = await collectHistory(prepared, range, new AbortController().signal);
    expect(merged.cantidad).toBe(PART + 1);
    expect(merged.datos.at(-1)?.id).toBe(`evt_${PART - 1}`);
  });

  it('is published whole to the live feed, which keeps its newest `capacity`', async () => {
    const feed = new MemoryEventFeed(5_000, 1);
    const heard: number[] = [];
    await feed.subscribe((items) => heard.push(items.length), null);
    await feed.publish(events(PART));
    expect(heard).toEqual([PART]);
    const { resume } = await feed.subscribe(() => {}, null);
    expect(resume.held).toHaveLength(5_000);
    expect(resume.held.at(-1)?.seq).toBe(PART);
    expect(resume.head).toBe(PART);
    // A stream that last saw an event still held resumes right after it.
    expect((await feed.subscribe(() => {}, PART - 10)).resume.backlog).toHaveLength(10);
  });
});
