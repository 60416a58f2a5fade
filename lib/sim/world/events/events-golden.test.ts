import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../../test-support/sim-fixture';
import { World } from '../world';
import { EventSelection } from './event-selection';

const WEEK = { desde: Date.parse('2026-11-09T00:00:00-03:00'), hasta: Date.parse('2026-11-15T23:59:59-03:00') };
const sha = (text: string | Uint8Array) => createHash('sha256').update(text).digest('hex');

/**
 * The fleet of a seed is a pure function of it: a past week's events and routes must come out
 * byte for byte as they did when these digests were taken, whatever is made faster inside.
 * A digest that changes on purpose (the fleet drives differently) is taken again, deliberately.
 */
describe('a fixed week of the test fleet', () => {
  const world = new World(testConfig());
  const vehicles = world.roster.vehicles.slice(0, 300);

  it('lists the same events, as the same JSON text', () => {
    const found = new EventSelection();
    for (const vehicle of vehicles) world.history.events(vehicle, WEEK, Infinity, null, found);
    // Each piece is copied as it comes: the next one reuses its buffer.
    const text = Buffer.concat(Array.from(found.jsonArray(), (piece) => Buffer.from(piece)));
    expect(found.count).toBe(55_790);
    expect(sha(text)).toBe('20ab50da88451bd2049e35188dd2f0ee722d4a2e29da669477e72c1761a2887c');
  });

  it('draws the same routes', () => {
    const digest = createHash('sha256');
    for (const vehicle of vehicles.slice(0, 60)) {
      const { points, distanciaKm } = world.history.route(vehicle, WEEK, Infinity);
      digest.update(JSON.stringify([points.t, points.lat, points.lon, points.speed, points.rumbo, points.engine, points.origin, distanciaKm]));
    }
    expect(digest.digest('hex')).toBe('60c91f213ea159bdc54067f9c411ec7f9301168dd89de16f2cc67b9a1c39d066');
  });
});
