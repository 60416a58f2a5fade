import { describe, expect, it } from 'vitest';
import { translator } from '@/i18n/test-translator';
import { formatsFor } from './format/formats';
import { describeFreshness } from './freshness';

const NOW = Date.parse('2026-11-22T12:00:00-03:00');
const ago = (ms: number) => new Date(NOW - ms).toISOString();
const MIN = 60_000;
const es = (p: Parameters<typeof describeFreshness>[0]) => describeFreshness(p, NOW, translator('Freshness'), formatsFor('es-AR'));

describe('describeFreshness', () => {
  it('says the GPS age and that the device is online', () => {
    expect(es({ fecha: ago(4 * MIN), en_linea: true, ultima_comunicacion: ago(10_000) })).toBe('GPS hace 4 min, en línea');
  });

  it('adds the last contact when it is not recent', () => {
    expect(es({ fecha: ago(40 * MIN), en_linea: true, ultima_comunicacion: ago(3 * MIN) })).toBe(
      'GPS hace 40 min, en línea (último contacto hace 3 min)',
    );
  });

  it('says since when an offline device has not communicated', () => {
    expect(es({ fecha: ago(3 * 60 * MIN), en_linea: false, ultima_comunicacion: ago(2 * 60 * MIN) })).toBe('sin comunicación hace 2 h');
  });

  it('falls back to the GPS time when the last contact is unknown', () => {
    expect(es({ fecha: ago(90 * MIN), en_linea: false, ultima_comunicacion: null })).toBe('sin comunicación hace 1 h');
  });

  it('says when the link state is not reported', () => {
    expect(es({ fecha: ago(20_000), en_linea: null, ultima_comunicacion: null })).toBe('GPS hace 20 s, conexión sin dato');
  });

  it('speaks English', () => {
    const en = describeFreshness({ fecha: ago(40 * MIN), en_linea: true, ultima_comunicacion: ago(3 * MIN) }, NOW, translator('Freshness', 'en'), formatsFor('en'));
    expect(en).toBe('GPS 40 min ago, online (last contact 3 min ago)');
  });

  it('never says a negative time (clocks a little ahead)', () => {
    expect(es({ fecha: new Date(NOW + 2_000).toISOString(), en_linea: null, ultima_comunicacion: null })).toBe('GPS hace 0 s, conexión sin dato');
  });
});
