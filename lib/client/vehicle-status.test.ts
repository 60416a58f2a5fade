import { describe, expect, it } from 'vitest';
import { NO_FIX_AFTER_MS, vehicleStatus } from './vehicle-status';

const NOW = Date.parse('2026-11-22T12:00:00-03:00');
const iso = (msAgo: number) => new Date(NOW - msAgo).toISOString();

const base = {
  fecha: iso(30_000),
  velocidad_kmh: 0 as number | null,
  encendido: false as boolean | null,
  en_linea: true as boolean | null,
  ultima_comunicacion: iso(10_000) as string | null,
};

describe('vehicleStatus', () => {
  it('is moving at or above 3 km/h whatever the ignition says', () => {
    expect(vehicleStatus({ ...base, velocidad_kmh: 60, encendido: true }, NOW)).toBe('en_movimiento');
    expect(vehicleStatus({ ...base, velocidad_kmh: 3, encendido: null }, NOW)).toBe('en_movimiento');
  });

  it('is idle when stopped with the engine on', () => {
    expect(vehicleStatus({ ...base, velocidad_kmh: 0, encendido: true }, NOW)).toBe('detenido_encendido');
    expect(vehicleStatus({ ...base, velocidad_kmh: 2, encendido: true }, NOW)).toBe('detenido_encendido');
  });

  it('is engine off when ignition is off and it does not move', () => {
    expect(vehicleStatus({ ...base, velocidad_kmh: 0, encendido: false }, NOW)).toBe('apagado');
    expect(vehicleStatus({ ...base, velocidad_kmh: null, encendido: false }, NOW)).toBe('apagado');
  });

  it('is offline when the device is not communicating, even if it last reported moving', () => {
    expect(vehicleStatus({ ...base, en_linea: false, velocidad_kmh: 80, encendido: true }, NOW)).toBe('sin_conexion');
  });

  it('is without fix when online but the GPS time is older than the threshold', () => {
    const old = iso(NO_FIX_AFTER_MS + 60_000);
    expect(vehicleStatus({ ...base, fecha: old, velocidad_kmh: 50 }, NOW)).toBe('sin_gps');
    expect(vehicleStatus({ ...base, fecha: old, ultima_comunicacion: null }, NOW)).toBe('sin_gps');
  });

  it('measures fix age against the last contact, not against now', () => {
    const p = { ...base, fecha: iso(NO_FIX_AFTER_MS + 60_000), ultima_comunicacion: iso(NO_FIX_AFTER_MS) };
    expect(vehicleStatus(p, NOW)).toBe('apagado');
  });

  it('keeps a fix just under the threshold', () => {
    expect(vehicleStatus({ ...base, fecha: iso(NO_FIX_AFTER_MS - 1000) }, NOW)).toBe('apagado');
  });

  it('is unknown when the device reports neither ignition nor speed', () => {
    expect(vehicleStatus({ ...base, velocidad_kmh: null, encendido: null }, NOW)).toBe('desconocido');
    expect(vehicleStatus({ ...base, velocidad_kmh: 0, encendido: null }, NOW)).toBe('desconocido');
  });

  it('is unknown when the engine is on but the speed is missing', () => {
    expect(vehicleStatus({ ...base, velocidad_kmh: null, encendido: true }, NOW)).toBe('desconocido');
  });

  it('is unknown when the link state is missing and the fix is old', () => {
    const p = { ...base, en_linea: null, fecha: iso(NO_FIX_AFTER_MS * 2), ultima_comunicacion: null };
    expect(vehicleStatus(p, NOW)).toBe('desconocido');
  });

  it('trusts speed and ignition when the link state is missing but the fix is recent', () => {
    expect(vehicleStatus({ ...base, en_linea: null, velocidad_kmh: 40 }, NOW)).toBe('en_movimiento');
  });
});
