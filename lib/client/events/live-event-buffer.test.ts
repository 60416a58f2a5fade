import { describe, expect, it } from 'vitest';
import { eventoFixture } from './evento-fixture';
import { LiveEventBuffer, type LiveEntry } from './live-event-buffer';

function entry(seq: number, id: string, fecha: string): LiveEntry {
  return { seq, evento: eventoFixture({ id, fecha }), ms: Date.parse(fecha), recibido: 0 };
}

const ids = (buffer: LiveEventBuffer) => buffer.list().map((e) => e.evento.id);

describe('LiveEventBuffer', () => {
  it('keeps each event id once, even when it comes again under a new sequence number', () => {
    const buffer = new LiveEventBuffer();
    buffer.add([entry(1, 'evt_a', '2026-11-22T10:00:00-03:00')]);
    const fresh = buffer.add([
      entry(2, 'evt_a', '2026-11-22T10:00:00-03:00'),
      entry(3, 'evt_b', '2026-11-22T10:01:00-03:00'),
      entry(4, 'evt_b', '2026-11-22T10:01:00-03:00'),
    ]);
    expect(fresh.map((e) => e.seq)).toEqual([3]);
    expect(ids(buffer)).toEqual(['evt_b', 'evt_a']);
  });

  it('orders newest first by when the event happened, whatever the arrival order', () => {
    const buffer = new LiveEventBuffer();
    buffer.add([entry(1, 'evt_noon', '2026-11-22T12:00:00-03:00')]);
    buffer.add([entry(2, 'evt_late_arrival_early_event', '2026-11-22T11:00:00-03:00')]);
    buffer.add([entry(3, 'evt_one_pm', '2026-11-22T13:00:00-03:00')]);
    expect(ids(buffer)).toEqual(['evt_one_pm', 'evt_noon', 'evt_late_arrival_early_event']);
  });

  it('compares instants, not strings, across offsets', () => {
    const buffer = new LiveEventBuffer();
    buffer.add([entry(1, 'evt_utc', '2026-11-22T13:00:00Z'), entry(2, 'evt_ar', '2026-11-22T10:30:00-03:00')]);
    expect(ids(buffer)).toEqual(['evt_ar', 'evt_utc']);
  });

  it('breaks ties of the same instant by arrival, newest arrival first', () => {
    const buffer = new LiveEventBuffer();
    buffer.add([entry(7, 'evt_first', '2026-11-22T10:00:00-03:00'), entry(8, 'evt_second', '2026-11-22T10:00:00-03:00')]);
    expect(ids(buffer)).toEqual(['evt_second', 'evt_first']);
  });

  it('keeps at most `capacity` entries and does not let an evicted event back in', () => {
    const buffer = new LiveEventBuffer({ capacity: 2, remembered: 10 });
    buffer.add([
      entry(1, 'evt_1', '2026-11-22T10:01:00-03:00'),
      entry(2, 'evt_2', '2026-11-22T10:02:00-03:00'),
      entry(3, 'evt_3', '2026-11-22T10:03:00-03:00'),
    ]);
    expect(ids(buffer)).toEqual(['evt_3', 'evt_2']);
    expect(buffer.add([entry(4, 'evt_1', '2026-11-22T10:01:00-03:00')])).toEqual([]);
    expect(ids(buffer)).toEqual(['evt_3', 'evt_2']);
  });

  it('bounds the remembered ids too, forgetting the oldest first', () => {
    const buffer = new LiveEventBuffer({ capacity: 1, remembered: 2 });
    buffer.add([entry(1, 'evt_1', '2026-11-22T10:01:00-03:00')]);
    buffer.add([entry(2, 'evt_2', '2026-11-22T10:02:00-03:00')]);
    buffer.add([entry(3, 'evt_3', '2026-11-22T10:03:00-03:00')]);
    expect(buffer.has('evt_1')).toBe(false);
    expect(buffer.has('evt_2')).toBe(true);
    expect(buffer.has('evt_3')).toBe(true);
  });

  it('answers a new array only when something changed', () => {
    const buffer = new LiveEventBuffer();
    buffer.add([entry(1, 'evt_1', '2026-11-22T10:01:00-03:00')]);
    const before = buffer.list();
    buffer.add([entry(2, 'evt_1', '2026-11-22T10:01:00-03:00')]);
    expect(buffer.list()).toBe(before);
    buffer.add([entry(3, 'evt_2', '2026-11-22T10:02:00-03:00')]);
    expect(buffer.list()).not.toBe(before);
  });
});
