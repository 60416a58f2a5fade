import { describe, expect, it } from 'vitest';
import { describeExpiry } from './key-expiry';

// 2026-11-22 12:00 UTC = 09:00 in Argentina.
const AHORA = Date.UTC(2026, 10, 22, 12, 0, 0);
const DIA = 86_400_000;

describe('describeExpiry', () => {
  it('says when there is no expiry', () => {
    expect(describeExpiry(null, AHORA)).toEqual({ nivel: 'sin_vencimiento', texto: 'Sin vencimiento.' });
  });

  it('is calm more than 14 days ahead', () => {
    expect(describeExpiry(AHORA + 15 * DIA, AHORA)).toEqual({ nivel: 'vigente', texto: 'Vence el 07/12/2026 09:00:00 (en 15 días).' });
  });

  it('warns from 14 days before, counting hours on the last day', () => {
    expect(describeExpiry(AHORA + 14 * DIA, AHORA).nivel).toBe('aviso');
    expect(describeExpiry(AHORA + 14 * DIA, AHORA).texto).toContain('vence en 14 días (06/12/2026 09:00:00)');
    expect(describeExpiry(AHORA + 5 * 3_600_000, AHORA).texto).toContain('vence en 5 horas');
    expect(describeExpiry(AHORA + 60_000, AHORA).texto).toContain('vence en 1 hora');
  });

  it('says it expired, in Argentina time', () => {
    expect(describeExpiry(AHORA - 1, AHORA)).toEqual({
      nivel: 'vencida',
      texto: 'La clave venció el 22/11/2026 08:59:59. Pedile una nueva al proveedor del servicio.',
    });
  });
});
