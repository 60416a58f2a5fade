import { describe, expect, it } from 'vitest';
import type { LiveEntry } from '@/lib/client/events/live-event-buffer';
import { translator } from '@/i18n/test-translator';
import { waitingSince } from './held-feed';

const entry = (id: string, tipo: string, ms = Number(id.slice(1))): LiveEntry => ({ evento: { id, tipo }, ms, seq: ms, recibido: 0 }) as unknown as LiveEntry;

describe('waitingSince', () => {
  it('counts the live events the held feed does not hold, and the critical ones among them', () => {
    const held = [entry('e3', 'exceso_velocidad'), entry('e2', 'puerta_abierta')];
    const live = [entry('e5', 'panico'), entry('e4', 'puerta_cerrada'), ...held];
    expect(waitingSince(held, live)).toEqual({ count: 2, critical: 1 });
  });

  it('does not count events that arrived since but happened before the held feed’s newest', () => {
    const held = [entry('e5', 'exceso_velocidad'), entry('e3', 'puerta_abierta')];
    const live = [entry('e6', 'puerta_cerrada'), held[0]!, entry('e4', 'panico'), held[1]!];
    expect(waitingSince(held, live)).toEqual({ count: 1, critical: 0 });
  });

  it('counts nothing when the events the held feed holds have since left the live one', () => {
    expect(waitingSince([entry('e1', 'panico')], [])).toEqual({ count: 0, critical: 0 });
  });
});

describe('the waiting button’s words', () => {
  it('count the waiting events, and the critical ones only when there are any, in each language', () => {
    const es = translator('Feed');
    const en = translator('Feed', 'en');
    expect(es('waiting', { count: 1, critical: 0 })).toBe('Ver 1 evento nuevo');
    expect(es('waiting', { count: 1234, critical: 2 })).toBe('Ver 1.234 eventos nuevos (2 críticos)');
    expect(en('waiting', { count: 3, critical: 1 })).toBe('See 3 new events (1 critical)');
    expect(en('waiting', { count: 1, critical: 0 })).toBe('See 1 new event');
  });
});
