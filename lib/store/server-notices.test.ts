import { afterEach, describe, expect, it } from 'vitest';
import { type StorePlace, storePlace } from '@/lib/testing/store-places';
import { CHANNELS } from './channels';
import type { Store } from './store';

describe('notices on a database server', () => {
  let place: StorePlace | undefined;
  let store: Store | undefined;
  afterEach(async () => {
    await store?.close();
    await place?.remove();
  });

  it('listens on every channel asked for at once, one command at a time on its connection, and hears each', async () => {
    const warnings: string[] = [];
    const warned = (warning: Error) => warnings.push(warning.message);
    process.on('warning', warned);
    try {
      place = await storePlace('server');
      store = await place.open();
      const heard: string[] = [];
      const channels = Object.values(CHANNELS);
      const stops = await Promise.all(channels.map((channel) => store!.listen(channel, (payload) => heard.push(`${channel}:${payload}`))));
      await Promise.all(stops.slice(0, 2).map((stop) => stop()));
      for (const channel of channels) await store.db.execute(`select pg_notify('${channel}', 'hola')`);
      await expect.poll(() => heard.sort()).toEqual(channels.slice(2).map((channel) => `${channel}:hola`).sort());
      // pg queues overlapping commands on one connection, but warns (and will refuse them in pg 9).
      await new Promise((resolve) => setImmediate(resolve));
      expect(warnings.filter((message) => message.includes('already executing a query'))).toEqual([]);
    } finally {
      process.off('warning', warned);
    }
  });
});
