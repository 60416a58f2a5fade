import { afterEach, describe, expect, it } from 'vitest';
import { ShiftedClock, startHarness, type Harness } from '@/lib/testing/gateway-harness';
import { type StorePlace, storePlace } from '@/lib/testing/store-places';
import type { Store } from '@/lib/store/store';
import { cachedCall, TTL_MS } from './cached-call';
import { fleetCalls } from './fleet-calls';
import { createGateway, type Gateway } from './gateway';

/** Two instances on one PostgreSQL server against the real embedded API (the embedded database has one instance by construction). */
describe('answers two gateways on one database server ask for on one schedule', () => {
  let place: StorePlace | undefined;
  let stores: Store[] = [];
  let h: Harness | undefined;
  let other: Gateway | undefined;
  afterEach(async () => {
    other?.close();
    await h?.close();
    await Promise.all(stores.map((store) => store.close()));
    await place?.remove();
    [place, stores, h, other] = [undefined, [], undefined, undefined];
  });

  it('are asked of the service once a slot between them, and keep the age of that answer', async () => {
    place = await storePlace('server');
    stores = await Promise.all([place.open({ instanceId: 'a' }), place.open({ instanceId: 'b' })]);
    h = await startHarness({ overrides: { store: stores[0] } });
    const clock = new ShiftedClock();
    other = createGateway(h.gateway.env, { target: { baseUrl: h.sim.url, key: h.key }, store: stores[1], clock });
    await other.serviceClock.ready();
    const counts = async () => Promise.all(['/v1/estado', '/v1/vehiculos', '/v1/clientes'].map((path) => h!.requests(path)));
    const before = await counts();

    // The slots are the wall clock's (a minute for the key's status): the asks keep clear of their edge.
    const intoMinute = Date.now() % 60_000;
    if (intoMinute > 50_000) await new Promise((resolve) => setTimeout(resolve, 60_100 - intoMinute));
    // Both need the key's status at the same moment: one asks, the other waits for its answer.
    const [first, second] = await Promise.all(
      [h.gateway, other].map((gateway) => cachedCall(gateway, fleetCalls.estado(), TTL_MS.estado, { shared: true })),
    );
    expect(second!.frescura.obtenido).toBe(first!.frescura.obtenido);
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
