import { afterEach, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '@/lib/testing/gateway-harness';
import { adminQuery, type StorePlace, storePlace } from '@/lib/testing/store-places';
import { eventLogBounds } from '@/lib/store/event-log';
import type { Store } from '@/lib/store/store';
import { EventsFollower } from './events-follower';
import { createLogger } from './logger';
import { StoredEventFeed } from './stored-event-feed';

const HOUR = 3_600_000;

/** The follower with the database out of reach, on a PostgreSQL server (whose connections a test can refuse). */
describe('events follower while the event log is out of reach', () => {
  let place: StorePlace | undefined;
  let store: Store | undefined;
  let h: Harness | undefined;
  let feed: StoredEventFeed | undefined;
  afterEach(async () => {
    feed?.close();
    await h?.close();
    await store?.close();
    await place?.remove();
    [place, store, h, feed] = [undefined, undefined, undefined, undefined];
  });

  const refuseConnections = async (refuse: boolean) => {
    const name = new URL(place!.env.DATABASE_URL!).pathname.slice(1);
    await adminQuery(`ALTER DATABASE "${name}" ALLOW_CONNECTIONS ${!refuse}`);
    if (refuse) await adminQuery(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${name}'`);
  };

  it('reads no more from the API once its cap of events waits for the store, and reads on, losing none, when it returns', async () => {
    place = await storePlace('server');
    store = await place.open({ onError: () => {} });
    h = await startHarness({ overrides: { store } });
    feed = new StoredEventFeed({ store, capacity: 50, log: createLogger({ silent: true, redact: (t) => t }), maxPending: 1 });
    const { upstream, directory, serviceClock } = h.gateway;
    const follower = new EventsFollower({ upstream, directory, feed, serviceClock, lookbackMs: 6 * HOUR });
    const start = (await eventLogBounds(store)).highSeq;

    await refuseConnections(true);
    try {
      // The first round reads the last hours and cannot append them: they wait, past the cap.
      await expect(follower.tick({ catchingUp: true })).rejects.toMatchObject({ status: 503 });
      expect(feed.backlogged()).toBe(true);
      const asked = await h.requests('/v1/eventos');
      // The next rounds try the store first, and spend nothing on the API while it stays away.
      await expect(follower.tick()).rejects.toMatchObject({ status: 503 });
      await expect(follower.tick()).rejects.toMatchObject({ status: 503 });
      expect(await h.requests('/v1/eventos')).toBe(asked);
    } finally {
      await refuseConnections(false);
    }
    await follower.tick();
    expect(feed.backlogged()).toBe(false);
    expect(await h.requests('/v1/eventos')).toBeGreaterThan(1);
    expect((await eventLogBounds(store)).highSeq).toBeGreaterThan(start);
  });
});
