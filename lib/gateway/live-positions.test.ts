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

/** The next poll's snapshot: `obtenido` is to the second, and each poll itself takes real time too. */
const expectNextPoll = (before: string, after: string) => {
  const gap = Date.parse(after) - Date.parse(before);
  expect(gap).toBeGreaterThanOrEqual(INTERVAL);
  expect(gap).toBeLessThan(2 * INTERVAL);
};

const obtenido = async () => {
  const view = await h.gateway.positions.snapshot({});
  return (JSON.parse(new TextDecoder().decode(view.body)) as { frescura: { obtenido: string } }).frescura.obtenido;
};

describe('LivePositions while a new snapshot is compressed', () => {
  it('keeps answering the previous poll’s snapshot until the next one is compressed, then the next one', async () => {
    const first = await obtenido();
    clock.advance(INTERVAL);
    const polling = h.gateway.positions.tick();
    // Brotli runs on zlib's thread pool: a read made while the poll compresses gets the previous answer.
    expect(await obtenido()).toBe(first);
    await polling;
    const second = await obtenido();
    expect((await h.gateway.positions.snapshot({})).prepared).toBe(true);
    expect(Date.parse(second)).toBeGreaterThan(Date.parse(first));
  });

  it('gives a map that reads once per poll, after it, every poll’s snapshot', async () => {
    let last = await obtenido();
    const before = await h.requests('/v1/posiciones');
    for (let poll = 0; poll < 3; poll++) {
      clock.advance(INTERVAL);
      await h.gateway.positions.tick();
      const now = await obtenido();
      expectNextPoll(last, now);
      last = now;
    }
    expect((await h.requests('/v1/posiciones')) - before).toBe(3);
  });

  it('prepares each watched client selection’s answer on the poll too', async () => {
    const [cliente] = (await h.gateway.directory.index('live')).value.clientes;
    const read = async () => {
      const view = await h.gateway.positions.snapshot({ cliente: [cliente!.id] });
      return { view, obtenido: (JSON.parse(new TextDecoder().decode(view.body)) as { frescura: { obtenido: string } }).frescura.obtenido };
    };
    const before = await read();
    clock.advance(INTERVAL);
    await h.gateway.positions.tick();
    const after = await read();
    expect(after.view.prepared).toBe(true);
    expectNextPoll(before.obtenido, after.obtenido);
  });

  it('answers a snapshot after a gap of several polls at once, compressed or not', async () => {
    const before = await obtenido();
    clock.advance(3 * INTERVAL);
    await h.gateway.positions.tick();
    const after = await obtenido();
    expect(Date.parse(after) - Date.parse(before)).toBeGreaterThanOrEqual(2 * INTERVAL);
  });
});
