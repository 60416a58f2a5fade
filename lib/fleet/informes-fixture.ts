import type { DiaVehiculo, VehiculoInforme } from './informes-api';
import { emptyTotales, oneDay } from './report-totals';

/** Hand-made rows for the reports' tests: small enough to check every sum by eye. */
export function vehiculo(id: string, extra: Partial<VehiculoInforme> = {}): VehiculoInforme {
  return { id, patente: `AA${id.slice(-3)}ZZ`, nombre: null, cliente: { id: 'cli_001', nombre: 'Transportes Sur' }, conductor: null, ...extra };
}

/** A held vehicle-day; what it counts for (events held, used) follows from the fields given, as on the server. */
export function dia(vehiculo: string, day: string, extra: Partial<DiaVehiculo> = {}): DiaVehiculo {
  const given = { ...emptyTotales(), vehiculo, dia: day, eventos: {}, eventos_por_tipo: {}, ...extra };
  return { ...given, ...oneDay(given, given.eventos !== null) };
}

const H = 3_600_000;

/** Two vehicles over 1–3 March 2026: a day with events, a day whose events are not held, another vehicle's day. */
export const SAMPLE_DAYS: DiaVehiculo[] = [
  dia('veh_001', '2026-03-01', {
    km: 100,
    conduccion_ms: 2 * H,
    motor_ms: 3 * H,
    viajes: 2,
    paradas: 3,
    velocidad_max_kmh: 90,
    primer_arranque: '2026-03-01T07:00:00-03:00',
    ultima_parada: '2026-03-01T18:00:00-03:00',
    eventos: { conduccion: 2 },
  }),
  dia('veh_001', '2026-03-03', {
    km: 50.5,
    conduccion_ms: H,
    motor_ms: H,
    viajes: 1,
    velocidad_max_kmh: 110,
    primer_arranque: '2026-03-03T06:30:00-03:00',
    ultima_parada: '2026-03-03T20:00:00-03:00',
    eventos: null,
    eventos_por_tipo: null,
  }),
  dia('veh_002', '2026-03-01', { km: 10, eventos: { conduccion: 1, seguridad: 4 } }),
];
