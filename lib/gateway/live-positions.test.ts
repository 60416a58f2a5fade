import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ShiftedClock, startHarness, type Harness } from '@/lib/testing/gateway-harness';

/** Against the real embedded API: which snapshot viewers get while a new poll's is compressed. */
let h: Harness;
const clock = new ShiftedClock();
const INTERVAL = 15_000;
beforeAll(async () => {
  h = await startHarness({ overrides: { clock } });
});
afterAll(() => h.close());

const obtenido = async () => {
  const view = await h.gateway.positions.snapshot({});
  return (JSON.parse(new TextDecoder().decode(view.body)) as { frescura: { obtenido: string } }).frescura.obtenido;
};

/** The snapshot viewers get once it differs from `from` (compressed by then), or `from` after 2 s. */
async function untilChanged(from: string): Promise<string> {
  for (let i = 0; i < 200; i++) {
    const now = await obtenido();
    if (now !== from) return now;
    await new Promise((r) => setTimeout(r, 10));
  }
  return from;
}

describe('LivePositions while a new snapshot is compressed', () => {
  it('keeps answering the previous poll’s snapshot until the next one is compressed, then the next one', async () => {
    const first = await obtenido();
    clock.advance(INTERVAL);
    await h.gateway.positions.tick();
    // Brotli runs on zlib's thread pool: right after the poll, the new answer is not ready yet.
    expect(await obtenido()).toBe(first);
    const second = await untilChanged(first);
    expect((await h.gateway.positions.snapshot({})).prepared).toBe(true);
    expect(Date.parse(second)).toBeGreaterThan(Date.parse(first));
    expect(await h.requests('/v1/posiciones')).toBe(2);
  });

  it('answers a snapshot after a gap of several polls at once, compressed or not', async () => {
    const before = await obtenido();
    clock.advance(3 * INTERVAL);
    await h.gateway.positions.tick();
    const after = await obtenido();
    expect(Date.parse(after) - Date.parse(before)).toBeGreaterThanOrEqual(2 * INTERVAL);
  });
});
