import { afterEach, describe, expect, it } from 'vitest';
import { startTwoGateways, type TwoGateways } from '@/lib/testing/two-gateways';
import { fleetCalls } from './fleet-calls';

describe('two gateways on one database server', () => {
  let two: TwoGateways | undefined;
  const twoGateways = async (unitsPerMinute: number) => (two = await startTwoGateways({ unitsPerMinute }));
  afterEach(async () => {
    await two?.close();
    two = undefined;
  });

  it('spend the key\'s units once between them: the key never answers 429, and what is over its limit waits', async () => {
    const { h, other } = await twoGateways(10);
    const units = async () => (await h.stats()).por_clave.reduce((sum, key) => sum + key.unidades, 0);
    const refused = async () => (await h.stats()).por_ruta.reduce((sum, route) => sum + (route.por_estado['429'] ?? 0), 0);
    const controller = new AbortController();
    const outcomes = [h.gateway, other].flatMap((gateway) =>
      Array.from({ length: 8 }, () =>
        gateway.upstream.call(fleetCalls.clientes(), { priority: 'interactive', signal: controller.signal }).then(
          () => 'answered',
          () => 'given up',
        ),
      ),
    );
    // Each learnt the key's limit from a first call (the service's clock); then the limit is
    // spent, but for the tenth it leaves to live positions (a person waiting comes second)...
    await expect.poll(units).toBe(9);
    // ...and the rest wait for the window, on both instances, without one more unit going out.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await units()).toBe(9);
    expect(await refused()).toBe(0);
    controller.abort(new Error('fin de la prueba'));
    const settled = await Promise.all(outcomes);
    expect(settled.filter((outcome) => outcome === 'answered')).toHaveLength(7);
    expect(settled.filter((outcome) => outcome === 'given up')).toHaveLength(9);
  });

  it('follow the events from one of them while both have viewers, and tell which one on the health', async () => {
    const { h, other } = await twoGateways(600);
    const releases = [h.gateway.eventsPoller.hold(), other.eventsPoller.hold()];
    // Both pollers start at once; the one that leads polls (one query: a small fleet), the other reads the log.
    await expect.poll(() => h.requests('/v1/eventos')).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await h.requests('/v1/eventos')).toBe(1);
    const health = await h.gateway.storeStatus!.view({ withError: false });
    expect(health.alcanzable && health.lideres.map((lider) => lider.rol)).toEqual(['eventos']);
    releases.forEach((release) => release());
  });
});
