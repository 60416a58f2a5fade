import { describe, expect, it } from 'vitest';
import { formatAgo, formatElapsed } from './elapsed';
import { describeFreshness } from './freshness';

const NOW = Date.parse('2026-11-22T12:00:00-03:00');
const ago = (ms: number) => new Date(NOW - ms).toISOString();
const MIN = 60_000;

describe('formatElapsed', () => {
  it('picks the unit a person would say', () => {
    expect(formatElapsed(4_200)).toBe('4 s');
    expect(formatElapsed(59_999)).toBe('59 s');
    expect(formatElapsed(4 * MIN + 20_000)).toBe('4 min');
    expect(formatElapsed(2 * 60 * MIN + 5 * MIN)).toBe('2 h');
    expect(formatElapsed(47 * 60 * MIN)).toBe('47 h');
    expect(formatElapsed(3 * 24 * 60 * MIN)).toBe('3 d');
  });

  it('never says a negative time (clocks a little ahead)', () => {
    expect(formatElapsed(-5_000)).toBe('0 s');
    expect(formatAgo(NOW + 2_000, NOW)).toBe('hace 0 s');
  });
});

describe('describeFreshness', () => {
  it('says the GPS age and that the device is online', () => {
    expect(describeFreshness({ fecha: ago(4 * MIN), en_linea: true, ultima_comunicacion: ago(10_000) }, NOW)).toBe(
      'GPS hace 4 min, en línea',
    );
  });

  it('adds the last contact when it is not recent', () => {
    expect(describeFreshness({ fecha: ago(40 * MIN), en_linea: true, ultima_comunicacion: ago(3 * MIN) }, NOW)).toBe(
      'GPS hace 40 min, en línea (último contacto hace 3 min)',
    );
  });

  it('says since when an offline device has not communicated', () => {
    expect(describeFreshness({ fecha: ago(3 * 60 * MIN), en_linea: false, ultima_comunicacion: ago(2 * 60 * MIN) }, NOW)).toBe(
      'sin comunicación hace 2 h',
    );
  });

  it('falls back to the GPS time when the last contact is unknown', () => {
    expect(describeFreshness({ fecha: ago(90 * MIN), en_linea: false, ultima_comunicacion: null }, NOW)).toBe(
      'sin comunicación hace 1 h',
    );
  });

  it('says when the link state is not reported', () => {
    expect(describeFreshness({ fecha: ago(20_000), en_linea: null, ultima_comunicacion: null }, NOW)).toBe(
      'GPS hace 20 s, conexión sin dato',
    );
  });
});
