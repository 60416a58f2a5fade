import { afterEach, describe, expect, it } from 'vitest';
import { parseApiDateTime } from '@/lib/fleet/time';
import { ShiftedClock } from '@/lib/testing/gateway-harness';
import { startTwoGateways, type TwoGateways } from '@/lib/testing/two-gateways';
import { cachedCall, TTL_MS } from './cached-call';
import { callKey, fleetCalls } from './fleet-calls';

describe('answers two gateways on one database server ask for on one schedule', () => {
  let two: TwoGateways | undefined;
  afterEach(async () => {
    await two?.close();
    two = undefined;
  });

  it('are asked of the service once a slot between them, and keep the age of that answer', async () => {
    const clock = new ShiftedClock();
    two = await startTwoGateways({ clock });
    const { h, other } = two;
    const counts = async () => Promise.all(['/v1/estado', '/v1/vehiculos', '/v1/clientes'].map((path) => h.requests(path)));
    const before = await counts();

    // The slots are the wall clock's (a minute for the key's status): the asks keep clear of their edge.
    const intoMinute = Date.now() % 60_000;
    if (intoMinute > 50_000) await new Promise((resolve) => setTimeout(resolve, 60_100 - intoMinute));
    // Both need the key's status at the same moment: one asks, the other waits for its answer.
    const [first, second] = await Promise.all(
      [h.gateway, other].map((gateway) => cachedCall(gateway, fleetCalls.estado(), TTL_MS.estado, { shared: true })),
    );
    // One moment on both servers' clocks; each tells it on the fleet's by its own reading of the
    // service's time, and those readings agree to within their round trips, not to the millisecond.
    const key = callKey(fleetCalls.estado());
    expect(other.cache.peek(key)!.obtainedAt).toBe(h.gateway.cache.peek(key)!.obtainedAt);
    const [firstAt, secondAt] = [first, second].map((answer) => parseApiDateTime(answer!.frescura.obtenido!)!);
    expect(Math.abs(secondAt! - firstAt!)).toBeLessThanOrEqual(1_000);
    expect(second!.datos.acceso).toEqual(first!.datos.acceso);
    await h.gateway.directory.index('live');
    expect((await other.directory.index('live')).value.vehiculos.length).toBeGreaterThan(0);
    expect(await counts()).toEqual(before.map((n) => n + 1));

    // A slot later, the stored answer is the last slot's: the next instance to need it asks again.
    clock.advance(TTL_MS.estado);
    await cachedCall(other, fleetCalls.estado(), TTL_MS.estado, { shared: true });
    expect((await counts())[0]).toBe(before[0]! + 2);
  });
});
