import { describe, expect, it } from 'vitest';
import { translator } from '@/i18n/test-translator';
import { formatsFor } from '@/lib/client/format/formats';
import { describeExpiry as describe_ } from './key-expiry';

const describeExpiry = (vence: number | null, now: number) => describe_(vence, now, translator('KeyStatus'), formatsFor('es-AR'));

// 2026-11-22 12:00 UTC = 09:00 in Argentina.
const NOW = Date.UTC(2026, 10, 22, 12, 0, 0);
const DAY = 86_400_000;

describe('describeExpiry', () => {
  it('says when there is no expiry', () => {
    expect(describeExpiry(null, NOW)).toEqual({ level: 'none', text: 'Sin vencimiento.' });
  });

  it('is calm more than 14 days ahead', () => {
    expect(describeExpiry(NOW + 15 * DAY, NOW)).toEqual({ level: 'valid', text: 'Vence el 07/12/2026 09:00:00 (en 15 días).' });
  });

  it('warns from 14 days before, counting hours on the last day', () => {
    expect(describeExpiry(NOW + 14 * DAY, NOW).level).toBe('warning');
    expect(describeExpiry(NOW + 14 * DAY, NOW).text).toContain('vence en 14 días (06/12/2026 09:00:00)');
    expect(describeExpiry(NOW + 5 * 3_600_000, NOW).text).toContain('vence en 5 horas');
    expect(describeExpiry(NOW + 60_000, NOW).text).toContain('vence en 1 hora');
  });

  it('says it expired, in Argentina time', () => {
    expect(describeExpiry(NOW - 1, NOW)).toEqual({
      level: 'expired',
      text: 'La clave venció el 22/11/2026 08:59:59. Pedile una nueva al proveedor del servicio.',
    });
  });

  it('speaks English', () => {
    const en = describe_(NOW + 15 * DAY, NOW, translator('KeyStatus', 'en'), formatsFor('en'));
    expect(en.text.replace(/\u202f/g, ' ')).toBe('Expires on 12/07/2026, 9:00:00 AM (in 15 days).');
  });
});
