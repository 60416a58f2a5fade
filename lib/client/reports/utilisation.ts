import type { FlotaResumen } from '@/lib/fleet/informes-api';
import { daysByVehicle, vehicleLabel } from './summary';
import { daysFrom } from '@/lib/fleet/calendar-days';

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
  /**
   * The longest run of consecutive held days without driving. A day not held yet breaks the run:
   * it may be the day the vehicle moved.
   */
  inactivo_max: number;
  /** `inactivo_max ≥` the page's N. */
  inactivo: boolean;
}

/** Each vehicle's use of the range: days used, engine hours per used day, and idle streaks of `idleDays` or more. */
export function usageRows(resumen: Pick<FlotaResumen, 'desde' | 'hasta' | 'vehiculos' | 'dias'>, idleDays: number): UsageRow[] {
  const range = daysFrom(resumen.desde, resumen.hasta);
  const byVehicle = daysByVehicle(resumen.dias);
  return resumen.vehiculos.map((v) => {
    const byDay = new Map((byVehicle.get(v.id) ?? []).map((d) => [d.dia, d]));
    let usados = 0;
    let motorUsado = 0;
    let run = 0;
    let longest = 0;
    for (const dia of range) {
      const day = byDay.get(dia);
      if (day && day.conduccion_ms > 0) {
        usados += 1;
        motorUsado += day.motor_ms;
      }
      run = day && day.conduccion_ms === 0 ? run + 1 : 0;
      longest = Math.max(longest, run);
    }
    return {
      key: v.id,
      etiqueta: vehicleLabel(v, v.id),
      cliente: v.cliente.nombre ?? v.cliente.id,
      dias: byDay.size,
      usados,
      uso: byDay.size > 0 ? usados / byDay.size : null,
      motor_medio_ms: usados > 0 ? motorUsado / usados : null,
      inactivo_max: longest,
      inactivo: longest >= idleDays,
    };
  });
}
