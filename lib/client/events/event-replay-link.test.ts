import { describe, expect, it } from 'vitest';
import { eventReplayHref } from './event-replay-link';

const now = Date.parse('2026-11-22T12:00:00-03:00');
const paramsOf = (href: string) => Object.fromEntries(new URL(href, 'http://x').searchParams);

describe('eventReplayHref', () => {
  it('opens the vehicle route an hour either side, cursor at the event, in Argentina time', () => {
    const href = eventReplayHref({ vehiculo: 'veh_7', fecha: '2026-11-21T02:30:00Z' }, now);
    expect(href.startsWith('/recorrido?')).toBe(true);
    expect(paramsOf(href)).toEqual({
      vehiculo: 'veh_7',
      desde: '2026-11-20T22:30:00-03:00',
      hasta: '2026-11-21T00:30:00-03:00',
      t: '2026-11-20T23:30:00-03:00',
    });
  });

  it('does not ask for the future', () => {
    const href = eventReplayHref({ vehiculo: 'veh_7', fecha: '2026-11-22T11:50:00-03:00' }, now);
    expect(paramsOf(href).hasta).toBe('2026-11-22T12:00:00-03:00');
  });
});
