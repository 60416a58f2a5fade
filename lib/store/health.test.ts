import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { argentinaDay } from '@/lib/fleet/time';
import { type PostgresCluster, startPostgresCluster } from '@/lib/testing/postgres-cluster';
import { testEvento } from '@/lib/testing/store-events';
import { ENGINES, type StorePlace, storePlace } from '@/lib/testing/store-places';
import { CHANNELS } from './channels';
import { appendEvents, eventLogBounds } from './event-log';
import { storeHealth } from './health';
import { claimLease } from './leader-lease';
import { putRouteDays } from './route-days';
import { pruneStore } from './retention';
import { revokeSession } from './sessions';
import { recordSignInFailure } from './sign-in-lockouts';
import { readSnapshot, putSnapshot } from './snapshots';
import { type Store, openStore } from './store';

const NOW = Date.parse('2026-11-20T10:00:00-03:00');

describe.each(ENGINES)('health, snapshots and retention (%s)', (engine) => {
  let place: StorePlace;
  let store: Store;
  let now = NOW;
  beforeAll(async () => {
    place = await storePlace(engine);
    store = await place.open({ now: () => now, instanceId: 'lider' });
  });
  afterAll(async () => {
    await store.close();
    await place.remove();
  });

  it('tells the engine, the size, the oldest day held and who leads', async () => {
    const empty = await storeHealth(store);
    expect(empty).toMatchObject({ reachable: true, engine, oldestDay: null, eventLog: { highSeq: 0, oldest: null }, leases: [] });
    const { highSeq } = await appendEvents(store, [testEvento('veh_1', Date.parse('2026-11-18T23:30:00-03:00'))]);
    await putRouteDays(store, [{ vehiculo: 'veh_1', dia: '2026-11-17', patente: null, distanciaKm: 0, puntos: [] }]);
    await claimLease(store, 'posiciones', 20_000);
    const health = await storeHealth(store);
    if (!health.reachable) throw new Error(health.error);
    expect(health.oldestDay).toBe('2026-11-17');
    expect(health.eventLog).toEqual({ highSeq, oldest: Date.parse('2026-11-18T23:30:00-03:00') });
    expect(health.sizeBytes).toBeGreaterThan(1_000_000);
    expect(health.leases).toEqual([
      { role: 'posiciones', holder: 'lider', term: 1, since: NOW, expiresAt: NOW + 20_000, poll: { okAt: null, failedAt: null, failure: null } },
    ]);
  });

  it('hands the latest snapshot to followers once per version, never an older one over a newer', async () => {
    const heard: (string | null)[] = [];
    const stop = await store.listen(CHANNELS.snapshot, (payload) => heard.push(payload));
    const body = JSON.stringify({ datos: Array.from({ length: 2_000 }, (_, i) => ({ vehiculo: `veh_${i}`, latitud: -34.6 })) });
    expect(await putSnapshot(store, 'posiciones', body, NOW)).toBe(1);
    expect(await readSnapshot(store, 'posiciones')).toEqual({ version: 1, takenAt: NOW, body });
    expect(await readSnapshot(store, 'posiciones', 1)).toBeNull();
    expect(await putSnapshot(store, 'posiciones', '{"datos":[]}', NOW + 10_000)).toBe(2);
    expect(await putSnapshot(store, 'posiciones', body, NOW + 5_000)).toBeNull();
    expect(await readSnapshot(store, 'posiciones', 1)).toMatchObject({ version: 2, body: '{"datos":[]}' });
    await expect.poll(() => heard).toEqual([JSON.stringify({ name: 'posiciones', version: 1 }), JSON.stringify({ name: 'posiciones', version: 2 })]);
    await stop();
  });

  it('removes what is past the retention and what expired, and vacuums', async () => {
    await revokeSession(store, 'sesion-vieja', now + 3_600_000);
    await recordSignInFailure(store, 'user', 'ana', { maxFailures: 5, windowMs: 60_000, lockMs: 60_000 });
    now += 91 * 86_400_000;
    await appendEvents(store, [testEvento('veh_2', now - 3_600_000)]);
    expect(await pruneStore(store)).toMatchObject({ events: 1, routeDays: 1, eventDays: 0, sessions: 1, signIns: 1 });
    const health = await storeHealth(store);
    expect(health.reachable && health.oldestDay).toBe(argentinaDay(now - 3_600_000));
  });
});

describe('a database out of reach (server)', () => {
  let cluster: PostgresCluster;
  let store: Store;
  beforeAll(async () => {
    cluster = await startPostgresCluster({ template: inject('postgresTemplate') });
    const errors: Error[] = [];
    store = await openStore(
      { engine: 'server', url: cluster.url, poolMax: 4, retentionDays: 90, leaseMs: 20_000, instanceId: 'a' },
      { onError: (error) => errors.push(error) },
    );
  });
  afterAll(async () => {
    await store.close();
    await cluster.destroy();
  });

  it('is reported, not thrown, and the store works again once the database is back', async () => {
    const heard: (string | null)[] = [];
    await store.listen(CHANNELS.events, (payload) => heard.push(payload));
    await appendEvents(store, [testEvento('veh_1', NOW)]);
    await expect.poll(() => heard).toEqual(['1']);
    await cluster.stop();
    const down = await storeHealth(store, { timeoutMs: 10_000 });
    expect(down).toMatchObject({ reachable: false, engine: 'server' });
    if (!down.reachable) expect(down.error).not.toMatch(/postgres(ql)?:\/\//);
    await expect(eventLogBounds(store)).rejects.toThrow();
    await cluster.start();
    await expect.poll(async () => (await storeHealth(store)).reachable, { timeout: 30_000 }).toBe(true);
    // The listener lost its connection: it hears null once it is back, then notices again.
    await expect.poll(() => heard, { timeout: 30_000 }).toContain(null);
    await appendEvents(store, [testEvento('veh_1', NOW + 1_000)]);
    await expect.poll(() => heard).toContain('2');
  });
});

describe('a closed embedded store', () => {
  it('is reported as out of reach', async () => {
    const place = await storePlace('embedded');
    const store = await place.open();
    await store.close();
    expect(await storeHealth(store)).toMatchObject({ reachable: false, engine: 'embedded' });
    await place.remove();
  });
});
