import type { Clock } from '@/lib/gateway/clock';
import { createGateway, type Gateway } from '@/lib/gateway/gateway';
import type { Leadership } from '@/lib/gateway/leadership';
import type { ServerEnv } from '@/lib/env/server';
import type { Store } from '@/lib/store/store';
import { startHarness, type Harness } from './gateway-harness';
import { type StorePlace, storePlace } from './store-places';

export interface TwoGateways {
  /** The first instance, with the embedded API and its counters. */
  h: Harness;
  /** The second instance: same API, same key, same database. */
  other: Gateway;
  /** Each instance's handle on the database, in that order. */
  stores: Store[];
  place: StorePlace;
  close(): Promise<void>;
}

/**
 * Two instances on one PostgreSQL server and one key, against the real embedded API. (On the
 * embedded database there is one instance by construction: its data directory is locked.)
 */
export async function startTwoGateways(
  options: {
    unitsPerMinute?: number;
    /** Settings the environment's checks would refuse, to fit a test (a poll of half a second). */
    env?: Partial<ServerEnv>;
    leaderships?: (stores: Store[]) => [Leadership, Leadership];
    /** The second instance's clock. */
    clock?: Clock;
  } = {},
): Promise<TwoGateways> {
  const place = await storePlace('server');
  const stores = await Promise.all([place.open({ instanceId: 'a' }), place.open({ instanceId: 'b' })]);
  const [first, second] = options.leaderships?.(stores) ?? [];
  const key = options.unitsPerMinute === undefined ? {} : { unitsPerMinute: options.unitsPerMinute };
  const h = await startHarness({ key, overrides: { store: stores[0], leadership: first } });
  const other = createGateway({ ...h.gateway.env, ...options.env }, { target: { baseUrl: h.sim.url, key: h.key }, store: stores[1], leadership: second, clock: options.clock });
  await other.serviceClock.ready();
  return {
    h,
    other,
    stores,
    place,
    async close() {
      other.close();
      await h.close();
      await Promise.all(stores.map((store) => store.close().catch(() => undefined)));
      await place.remove();
    },
  };
}
