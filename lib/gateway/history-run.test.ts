import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HistorialMensaje } from '@/lib/fleet/flota-api';
import { fleetCalls } from './fleet-calls';
import { byFecha, runHistory } from './history-run';
import { startHarness, type Harness } from '@/lib/testing/gateway-harness';
import { TEST_START } from '@/lib/sim/test-support/sim-fixture';

const DAY = 86_400_000;
let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

async function collect(messages: AsyncIterable<HistorialMensaje>): Promise<HistorialMensaje[]> {
  const out: HistorialMensaje[] = [];
  for await (const m of messages) out.push(m);
  return out;
}

describe('runHistory against the embedded API', () => {
  it('drops from each part the events earlier parts already gave, so overlapping parts merge to one query', async () => {
    const { cache, upstream, serviceClock } = h.gateway;
    const t0 = TEST_START - 6 * DAY;
    const a = { desde: t0, hasta: t0 + 3 * DAY };
    const b = { desde: t0 + DAY, hasta: t0 + 4 * DAY };
    const plan = { parts: [{ cliente: 'cli_2002', range: a }, { cliente: 'cli_2002', range: b }], unidades: 10 };
    const messages = await collect(runHistory(plan, undefined, { cache, upstream, serviceClock, closedDays: null, loggedHistory: null, scope: '', concurrency: 2 }, new AbortController().signal));

    expect(messages.map((m) => m.tipo)).toEqual(['plan', 'parte', 'parte']);
    const parts = messages.filter((m) => m.tipo === 'parte');
    const ids = parts.flatMap((p) => p.eventos.map((e) => e.id));
    expect(new Set(ids).size).toBe(ids.length);
    const whole = await upstream.call(fleetCalls.eventos({ range: { desde: a.desde, hasta: b.hasta }, cliente: 'cli_2002' }), {
      priority: 'interactive',
    });
    expect(new Set(ids)).toEqual(new Set(whole.datos.map((e) => e.id)));
    expect(parts.map((p) => p.hechas)).toEqual([1, 2]);
    for (const p of parts) expect(p.eventos).toEqual([...p.eventos].sort(byFecha));
  });

  it('passes event types through to every query', async () => {
    const { cache, upstream, serviceClock } = h.gateway;
    const range = { desde: TEST_START - 2 * DAY, hasta: TEST_START };
    const plan = { parts: [{ range }], unidades: 5 };
    const messages = await collect(runHistory(plan, ['encendido'], { cache, upstream, serviceClock, closedDays: null, loggedHistory: null, scope: '', concurrency: 2 }, new AbortController().signal));
    const eventos = messages.flatMap((m) => (m.tipo === 'parte' ? m.eventos : []));
    expect(eventos.length).toBeGreaterThan(0);
    expect(eventos.every((e) => e.tipo === 'encendido')).toBe(true);
  });
});
