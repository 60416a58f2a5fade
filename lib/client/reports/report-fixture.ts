import type { DiaVehiculo, FlotaResumen, VehiculoInforme } from '@/lib/fleet/informes-api';

/** Hand-made answers for the reports' tests: small enough to check every sum by eye. */
export function vehiculo(id: string, extra: Partial<VehiculoInforme> = {}): VehiculoInforme {
  return { id, patente: `AA${id.slice(-3)}ZZ`, nombre: null, cliente: { id: 'cli_001', nombre: 'Transportes Sur' }, conductor: null, ...extra };
}

export function dia(vehiculo: string, day: string, extra: Partial<DiaVehiculo> = {}): DiaVehiculo {
  return {
    vehiculo,
    dia: day,
    km: 0,
    conduccion_ms: 0,
    ralenti_ms: 0,
    motor_ms: 0,
    nocturno_ms: 0,
    nocturno_km: 0,
    velocidad_max_kmh: null,
    velocidad_x_ms: 0,
    viajes: 0,
    paradas: 0,
    primer_arranque: null,
    ultima_parada: null,
    eventos: {},
    eventos_por_tipo: {},
    ...extra,
  };
}

export function resumen(vehiculos: VehiculoInforme[], dias: DiaVehiculo[], desde = '2026-03-01', hasta = '2026-03-03'): FlotaResumen {
  return {
    desde,
    hasta,
    vehiculos,
    dias,
    cobertura: { rutas: { guardados: dias.length, total: vehiculos.length * 3 }, eventos: { guardados: dias.length, total: vehiculos.length * 3 } },
    historial: null,
  };
}
