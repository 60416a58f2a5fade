import { describe, expect, it } from 'vitest';
import type { Posicion } from '@/lib/fleet/schemas/posicion';
import { describePosicion, formatHeading, NO_DATA } from './posicion-fields';

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

const valueOf = (rows: { label: string; value: string }[], label: string) => rows.find((r) => r.label === label)?.value;

describe('describePosicion', () => {
  it('shows every field of Posicion but the vehicle id, with units and Argentina time', () => {
    const rows = describePosicion(full);
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

  it('says "sin dato" for every null', () => {
    const rows = describePosicion({
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
    const missing = rows.filter((r) => r.value === NO_DATA).map((r) => r.label);
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
  it('names the nearest compass point', () => {
    expect(formatHeading(0)).toBe('0° (N)');
    expect(formatHeading(359)).toBe('359° (N)');
    expect(formatHeading(225)).toBe('225° (SO)');
    expect(formatHeading(290)).toBe('290° (O)');
  });
});
