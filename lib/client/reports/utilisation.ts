import type { FlotaResumen } from '@/lib/fleet/informes-api';
import { vehicleLabel } from './summary';

export interface UsageRow {
  key: string;
  etiqueta: string;
  cliente: string;
  /** Days of the range the store holds for the vehicle, and those of them with any driving. */
  dias: number;
  usados: number;
  /** `usados / dias`, 0..1; null with no day held. */
  uso: number | null;
  /** Mean engine-on time per used day, ms; null when no day was used. */
  motor_medio_ms: number | null;
  /** The longest run of consecutive held days without driving (`ResumenVehiculo.inactivo_max`). */
  inactivo_max: number;
  /** `inactivo_max ≥` the page's N. */
  inactivo: boolean;
}

/** Each vehicle's use of the range: days used, engine hours per used day, and idle streaks of `idleDays` or more. */
export function usageRows(resumen: Pick<FlotaResumen, 'vehiculos' | 'por_vehiculo'>, idleDays: number): UsageRow[] {
  const byId = new Map(resumen.vehiculos.map((v) => [v.id, v]));
  return resumen.por_vehiculo.map((row) => {
    const v = byId.get(row.vehiculo);
    return {
      key: row.vehiculo,
      etiqueta: vehicleLabel(v, row.vehiculo),
      cliente: v ? (v.cliente.nombre ?? v.cliente.id) : '',
      dias: row.dias,
      usados: row.dias_usados,
      uso: row.dias > 0 ? row.dias_usados / row.dias : null,
      motor_medio_ms: row.dias_usados > 0 ? row.motor_usado_ms / row.dias_usados : null,
      inactivo_max: row.inactivo_max,
      inactivo: row.inactivo_max >= idleDays,
    };
  });
}
