import { describe, expect, it } from 'vitest';
import { ClockOffset, estimateOffset } from './clock-offset';

const DAY = 86_400_000;
const FLEET = Date.parse('2026-03-11T10:30:00-03:00');
const LOCAL = Date.parse('2026-11-27T03:00:00-03:00');

describe('estimateOffset', () => {
  it('reads the fleet time at the round trip’s midpoint', () => {
    expect(estimateOffset({ fleetMs: FLEET, sentAt: LOCAL, receivedAt: LOCAL + 200 })).toEqual({ offsetMs: FLEET - LOCAL - 100, errorMs: 100 });
  });

  it('counts a whole-second answer as the middle of its second', () => {
    expect(estimateOffset({ fleetMs: FLEET, sentAt: LOCAL, receivedAt: LOCAL, resolutionMs: 1_000 })).toEqual({ offsetMs: FLEET - LOCAL + 500, errorMs: 500 });
  });
});

describe('ClockOffset', () => {
  it('is zero, and unknown, before any sample', () => {
    const offset = new ClockOffset();
    expect([offset.offsetMs, offset.known, offset.toFleet(LOCAL)]).toEqual([0, false, LOCAL]);
  });

  it('puts a local instant on a fleet clock set to another day', () => {
    const offset = new ClockOffset();
    expect(offset.learn({ fleetMs: FLEET, sentAt: LOCAL - 50, receivedAt: LOCAL + 50 })).toBe(true);
    expect(offset.toFleet(LOCAL + 12_000)).toBe(FLEET + 12_000);
    expect(offset.known).toBe(true);
  });

  it('keeps its offset for a sample that agrees within the errors, even a slightly different one', () => {
    const offset = new ClockOffset();
    offset.learn({ fleetMs: FLEET, sentAt: LOCAL - 20, receivedAt: LOCAL + 20 });
    expect(offset.learn({ fleetMs: FLEET + 60_030, sentAt: LOCAL + 60_000 - 100, receivedAt: LOCAL + 60_000 + 100 })).toBe(false);
    expect(offset.toFleet(LOCAL)).toBe(FLEET);
  });

  it('takes a more precise sample', () => {
    const offset = new ClockOffset();
    offset.learn({ fleetMs: FLEET, sentAt: LOCAL - 400, receivedAt: LOCAL + 400 });
    expect(offset.learn({ fleetMs: FLEET + 1_000 + 150, sentAt: LOCAL + 1_000 - 10, receivedAt: LOCAL + 1_000 + 10 })).toBe(true);
    expect(offset.toFleet(LOCAL)).toBe(FLEET + 150);
  });

  it('follows a clock that was set: a less precise sample that disagrees by more than both errors wins', () => {
    const offset = new ClockOffset();
    offset.learn({ fleetMs: FLEET, sentAt: LOCAL - 5, receivedAt: LOCAL + 5 });
    // The local clock jumped a day ahead (or the service moved its clock back).
    expect(offset.learn({ fleetMs: FLEET + 10_000, sentAt: LOCAL + DAY + 10_000 - 300, receivedAt: LOCAL + DAY + 10_000 + 300 })).toBe(true);
    expect(offset.toFleet(LOCAL + DAY + 10_000)).toBe(FLEET + 10_000);
  });

  it('ignores samples that are not times or run backwards', () => {
    const offset = new ClockOffset();
    expect(offset.learn({ fleetMs: Number.NaN, sentAt: LOCAL, receivedAt: LOCAL })).toBe(false);
    expect(offset.learn({ fleetMs: FLEET, sentAt: LOCAL, receivedAt: LOCAL - 1 })).toBe(false);
    expect(offset.known).toBe(false);
  });
});
