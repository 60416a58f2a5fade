import type { Posicion } from '@/lib/fleet/schemas/posicion';

/** What a dispatcher needs to know about a vehicle at a glance, in the order the legend lists them. */
export const VEHICLE_STATUSES = [
  'en_movimiento',
  'detenido_encendido',
  'apagado',
  'sin_gps',
  'sin_conexion',
  'desconocido',
] as const;
export type VehicleStatus = (typeof VEHICLE_STATUSES)[number];

/** Above this the vehicle is travelling; below it GPS jitter makes a parked vehicle look like it creeps. */
export const MOVING_MIN_KMH = 3;
/**
 * A device still talking to the service but whose last GPS fix is older than this has lost the
 * satellites (tunnel, garage, broken antenna). Trackers send a fix at least every few minutes while
 * they have one, so 15 minutes without one is no longer ordinary.
 */
export const NO_FIX_AFTER_MS = 15 * 60_000;

type StatusInput = Pick<Posicion, 'fecha' | 'velocidad_kmh' | 'encendido' | 'en_linea' | 'ultima_comunicacion'>;

function hasOldFix(p: StatusInput, nowMs: number): boolean {
  // The fix is old relative to the device's last contact (or now, when that is unknown).
  const reference = p.ultima_comunicacion ? Math.min(Date.parse(p.ultima_comunicacion), nowMs) : nowMs;
  return reference - Date.parse(p.fecha) > NO_FIX_AFTER_MS;
}

/**
 * The status shown by colour on the map, in the list and in the legend.
 * - `sin_conexion`: the device is not communicating (`en_linea` false): whatever else it says is old.
 * - `sin_gps`: communicating, but its GPS fix is old, so its place on the map is not where it is.
 * - `en_movimiento` / `detenido_encendido` / `apagado`: from speed and ignition.
 * - `desconocido`: the device leaves out what would tell (nulls), or its link state is unknown while its fix is old.
 */
export function vehicleStatus(p: StatusInput, nowMs: number): VehicleStatus {
  if (p.en_linea === false) return 'sin_conexion';
  if (hasOldFix(p, nowMs)) return p.en_linea === true ? 'sin_gps' : 'desconocido';
  if (p.velocidad_kmh !== null && p.velocidad_kmh >= MOVING_MIN_KMH) return 'en_movimiento';
  if (p.encendido === true) return p.velocidad_kmh === null ? 'desconocido' : 'detenido_encendido';
  if (p.encendido === false) return 'apagado';
  return 'desconocido';
}

/** Each status's colour on the map, the list and the legend (its name and meaning are in the `Status` messages). */
export const STATUS_COLOR: Record<VehicleStatus, string> = {
  en_movimiento: '#15803d',
  detenido_encendido: '#d97706',
  apagado: '#2563eb',
  sin_gps: '#9333ea',
  sin_conexion: '#6b7280',
  desconocido: '#1f2937',
};
