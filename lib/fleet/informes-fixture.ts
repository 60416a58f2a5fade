import type { DiaVehiculo, VehiculoInforme } from './informes-api';

/** Hand-made rows for the reports' tests: small enough to check every sum by eye. */
export function vehiculo(id: string, extra: Partial<VehiculoInforme> = {}): VehiculoInforme {
  return { id, patente: `AA${id.slice(-3)}ZZ`, nombre: null, cliente: { id: 'cli_001', nombre: 'Transportes Sur' }, conductor: null, ...extra };
}

/** A held vehicle-day; its fields for rates and use follow from the ones given, as the server's do. */
export function dia(vehiculo: string, day: string, extra: Partial<DiaVehiculo> = {}): DiaVehiculo {
  const given = {
    vehiculo,
    dia: day,
    dias: 1,
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
  const eventsHeld = given.eventos !== null;
  const used = given.conduccion_ms > 0;
  return {
    dias_eventos: eventsHeld ? 1 : 0,
    km_eventos: eventsHeld ? given.km : 0,
    dias_usados: used ? 1 : 0,
    motor_usado_ms: used ? given.motor_ms : 0,
    ...given,
  };
}
