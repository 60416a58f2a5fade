import { describe, expect, it } from 'vitest';
import { translator } from '@/i18n/test-translator';
import type { Posicion } from '@/lib/fleet/schemas/posicion';
import { formatsFor } from './format/formats';
import { describePosicion, formatHeading } from './posicion-fields';

const full: Posicion = {
  vehiculo: 'veh_1',
  patente: 'AB123CD',
  fecha: '2026-11-22T09:56:42-03:00',
  latitud: -34.60312,
  longitud: -58.38157,
  velocidad_kmh: 54,
  rumbo: 92,
  encendido: true,
  en_linea: true,
  ultima_comunicacion: '2026-11-22T12:57:00Z',
  odometro_km: 123456.78,
  tension_alimentacion_v: 12.64,
  temperatura_c: -18,
  actualizado: '2026-11-22T09:57:10-03:00',
};

const es = (p: Posicion) => describePosicion(p, translator('Position'), formatsFor('es-AR'), 'sin dato');
const valueOf = (rows: { label: string; value: string }[], label: string) => rows.find((r) => r.label === label)?.value;

describe('describePosicion', () => {
  it('shows every field of Posicion but the vehicle id, with units and Argentina time', () => {
    const rows = es(full);
    expect(rows).toHaveLength(Object.keys(full).length - 1);
    expect(valueOf(rows, 'Fecha GPS')).toBe('22/11/2026 09:56:42');
    expect(valueOf(rows, 'Última comunicación')).toBe('22/11/2026 09:57:00');
    expect(valueOf(rows, 'Latitud')).toBe('-34,603120°');
    expect(valueOf(rows, 'Velocidad')).toBe('54 km/h');
    expect(valueOf(rows, 'Rumbo')).toBe('92° (E)');
    expect(valueOf(rows, 'Motor')).toBe('encendido');
    expect(valueOf(rows, 'Odómetro')).toBe('123.456,8 km');
    expect(valueOf(rows, 'Tensión de alimentación')).toBe('12,6 V');
    expect(valueOf(rows, 'Temperatura')).toBe('-18,0 °C');
  });

  it('writes English labels, numbers and times in English', () => {
    const rows = describePosicion(full, translator('Position', 'en'), formatsFor('en'), 'no data');
    expect(valueOf(rows, 'GPS time')?.replace(/\u202f/g, ' ')).toBe('11/22/2026, 9:56:42 AM');
    expect(valueOf(rows, 'Odometer')).toBe('123,456.8 km');
    expect(valueOf(rows, 'Engine')).toBe('on');
    expect(valueOf(rows, 'Heading')).toBe('92° (E)');
  });

  it('says "sin dato" for every null', () => {
    const rows = es({
      ...full,
      patente: null,
      velocidad_kmh: null,
      rumbo: null,
      encendido: null,
      en_linea: null,
      ultima_comunicacion: null,
      odometro_km: null,
      tension_alimentacion_v: null,
      temperatura_c: null,
    });
    const missing = rows.filter((r) => r.value === 'sin dato').map((r) => r.label);
    expect(missing).toEqual([
      'Patente',
      'Velocidad',
      'Rumbo',
      'Motor',
      'En línea',
      'Última comunicación',
      'Odómetro',
      'Tensión de alimentación',
      'Temperatura',
    ]);
  });
});

describe('formatHeading', () => {
  it('names the nearest compass point in each language', () => {
    const t = translator('Position');
    expect(formatHeading(0, t)).toBe('0° (N)');
    expect(formatHeading(359, t)).toBe('359° (N)');
    expect(formatHeading(225, t)).toBe('225° (SO)');
    expect(formatHeading(290, t)).toBe('290° (O)');
    expect(formatHeading(290, translator('Position', 'en'))).toBe('290° (W)');
  });
});
