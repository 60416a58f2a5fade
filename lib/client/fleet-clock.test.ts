import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FLEET_TIME_HEADER, formatFleetTime } from '@/lib/fleet/fleet-time-header';

/** The browser's clock says 27/11/2026 03:00; the fleet's, 11/03/2026 10:30. */
const BROWSER = Date.parse('2026-11-27T03:00:00-03:00');
const FLEET = Date.parse('2026-03-11T10:30:00-03:00');
const answer = (fleetMs: number) => new Response('{}', { headers: { [FLEET_TIME_HEADER]: formatFleetTime(fleetMs) } });

// A fresh module per test: the offset is the browser's one and only.
async function fresh() {
  vi.resetModules();
  return {
    clock: await import('./fleet-clock'),
    replay: await import('./replay/replay-range'),
  };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(BROWSER);
});
afterEach(() => vi.useRealTimers());

describe('the browser’s fleet clock', () => {
  it('is the browser’s clock until our server states the fleet’s time', async () => {
    const { clock } = await fresh();
    expect(clock.fleetNow()).toBe(BROWSER);
  });

  it('learns the fleet’s time from an answer, read at the round trip’s midpoint, and runs on from it', async () => {
    const { clock } = await fresh();
    const heard = vi.fn();
    clock.subscribeFleetClock(heard);
    vi.setSystemTime(BROWSER + 200);
    clock.learnFromResponse(answer(FLEET), BROWSER);
    expect(heard).toHaveBeenCalledOnce();
    expect(clock.fleetNow()).toBe(FLEET + 100);
    vi.setSystemTime(BROWSER + 12_200);
    expect(clock.fleetNow()).toBe(FLEET + 12_100);
  });

  it('ignores answers without the header', async () => {
    const { clock } = await fresh();
    clock.learnFromResponse(new Response('{}'), BROWSER);
    expect(clock.fleetNow()).toBe(BROWSER);
  });

  it('gives the replay’s presets the fleet’s day, not the browser’s', async () => {
    const { clock, replay } = await fresh();
    clock.learnFromResponse(answer(FLEET), BROWSER);
    expect(replay.presetRangeNow('hoy')).toEqual({ desde: Date.parse('2026-03-11T00:00:00-03:00'), hasta: FLEET });
    expect(replay.presetRangeNow('ayer')).toEqual({ desde: Date.parse('2026-03-10T00:00:00-03:00'), hasta: Date.parse('2026-03-11T00:00:00-03:00') });
  });
});
