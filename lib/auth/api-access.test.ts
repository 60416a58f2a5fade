import { describe, expect, it } from 'vitest';
import { decideApiAccess, historyOrOneVehicleEvents } from './api-access';

const url = (path: string) => new URL(path, 'http://flota.test');

describe('api access', () => {
  it('lets anyone through a public route, and nobody without a session through the others', () => {
    expect(decideApiAccess(null, 'public', url('/api/sesion'))).toBe('public');
    expect(decideApiAccess(null, 'mapa', url('/api/posiciones'))).toBe('forbidden');
  });

  it('maps capabilities to roles', () => {
    expect(decideApiAccess('despachante', 'mapa', url('/api/posiciones?cliente=cli_1'))).toBe('allowed');
    expect(decideApiAccess('despachante', 'feed', url('/api/eventos/stream'))).toBe('allowed');
    expect(decideApiAccess('despachante', 'recorridos', url('/api/vehiculos/veh_1/recorrido'))).toBe('forbidden');
    expect(decideApiAccess('supervisor', 'recorridos', url('/api/vehiculos/veh_1/recorrido'))).toBe('allowed');
    expect(decideApiAccess('gerente', 'clave', url('/api/estado'))).toBe('forbidden');
    expect(decideApiAccess('admin', 'clave', url('/api/estado'))).toBe('allowed');
  });

  it('lets replay read one vehicle’s events, and only managers anything wider', () => {
    const events = (path: string, rol: 'despachante' | 'supervisor' | 'gerente') => decideApiAccess(rol, historyOrOneVehicleEvents, url(path));
    expect(events('/api/eventos?vehiculos=veh_1&desde=2026-01-01', 'supervisor')).toBe('allowed');
    expect(events('/api/eventos?vehiculos=veh_1,veh_2', 'supervisor')).toBe('forbidden');
    expect(events('/api/eventos?vehiculos=veh_1&cliente=cli_1', 'supervisor')).toBe('forbidden');
    expect(events('/api/eventos', 'supervisor')).toBe('forbidden');
    expect(events('/api/eventos?vehiculos=veh_1', 'despachante')).toBe('forbidden');
    expect(events('/api/eventos', 'gerente')).toBe('allowed');
  });
});
