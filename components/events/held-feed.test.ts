import { describe, expect, it } from 'vitest';
import type { LiveEntry } from '@/lib/client/events/live-event-buffer';
import { waitingSince } from './held-feed';

const entry = (id: string, tipo: string): LiveEntry => ({ evento: { id, tipo }, ms: 0, recibido: 0 }) as unknown as LiveEntry;

describe('waitingSince', () => {
  it('counts the live events the held feed does not hold, and the critical ones among them', () => {
    const held = [entry('e3', 'exceso_velocidad'), entry('e2', 'puerta_abierta')];
    const live = [entry('e5', 'panico'), entry('e4', 'puerta_cerrada'), ...held];
    expect(waitingSince(held, live)).toEqual({ count: 2, critical: 1 });
  });

  it('counts nothing when the events the held feed holds have since left the live one', () => {
    expect(waitingSince([entry('e1', 'panico')], [])).toEqual({ count: 0, critical: 0 });
  });
});
