import { afterEach, describe, expect, it } from 'vitest';
import { TEST_CLOCK, TEST_START } from '@/lib/sim/test-support/sim-fixture';
import { ManualClock } from '@/lib/testing/manual-clock';
import { startHarness, type Harness } from '@/lib/testing/gateway-harness';
import { SYNC_EVERY_MS } from './service-clock';

let h: Harness | undefined;
afterEach(() => h?.close());

describe('ServiceClock against the embedded API', () => {
  it('puts "now" on the service’s clock, a fleet set to another day, whatever the server’s clock says', async () => {
    h = await startHarness({ sim: { clock: TEST_CLOCK } });
    const { serviceClock } = h.gateway;
    expect(serviceClock.known).toBe(true);
    // The service answers whole seconds: the reading is within a second of its clock.
    expect(Math.abs(serviceClock.now() - h.sim.fleetNow())).toBeLessThan(1_000);
    expect(Math.abs(serviceClock.now() - TEST_START)).toBeLessThan(60_000);
    expect(Math.abs(serviceClock.now() - Date.now())).toBeGreaterThan(86_400_000);
  });

  it('reads `/v1/estado` once at start and again every SYNC_EVERY_MS of the server’s clock, which stays its own', async () => {
    const clock = new ManualClock(Date.parse('2030-01-01T03:00:00Z'));
    h = await startHarness({ sim: { clock: TEST_CLOCK }, overrides: { clock } });
    const { serviceClock } = h.gateway;
    expect(await h.requests('/v1/estado')).toBe(1);
    await serviceClock.ready();
    expect(await h.requests('/v1/estado')).toBe(1);
    // The server's clock stands still here: the service's clock is the offset from it.
    const before = serviceClock.now();
    expect(Math.abs(before - h.sim.fleetNow())).toBeLessThan(1_000);
    expect(h.gateway.clock.now()).toBe(clock.time);

    clock.advance(SYNC_EVERY_MS - 1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await h.requests('/v1/estado')).toBe(1);
    clock.advance(1);
    for (let i = 0; i < 50 && (await h.requests('/v1/estado')) < 2; i++) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await h.requests('/v1/estado')).toBe(2);
    // Real time passed for the service, none for the manual clock: the second reading corrects that.
    expect(Math.abs(serviceClock.now() - h.sim.fleetNow())).toBeLessThan(1_000);
  });

  it('falls back to the server’s clock when the service cannot be read, and tries again', async () => {
    const clock = new ManualClock(Date.parse('2030-01-01T03:00:00Z'));
    h = await startHarness({ sim: { clock: TEST_CLOCK }, overrides: { clock } });
    await h.stopSim();
    const gateway = h.gateway;
    // A second gateway on the stopped service: its first reading fails fast.
    const { createGateway } = await import('./gateway');
    const { loadServerEnv } = await import('@/lib/env/server');
    const other = createGateway(loadServerEnv({ FLOTA_LOG: 'silent' }), { target: { baseUrl: h.sim.url, key: h.key }, clock, wait: async () => {} });
    await other.serviceClock.ready();
    expect(other.serviceClock.known).toBe(false);
    expect(other.serviceClock.now()).toBe(clock.time);
    other.close();
    expect(gateway.serviceClock.known).toBe(true);
  });
});
