import type { DiaVehiculo, FlotaResumen, ResumenVehiculo } from './informes-api';
import { addTotales, emptyTotales, sumTotales } from './report-totals';

/**
 * The summary's rows from the held vehicle-days: per vehicle, per day of the range, and the
 * fleet's. The server sums, not the page: 30,000 vehicle-days are 12 MB of JSON for a browser
 * to read and check, their sums per vehicle 1,000 rows.
 */
export function summarise(
  vehiculos: readonly string[],
  dias: readonly string[],
  days: readonly DiaVehiculo[],
): Pick<FlotaResumen, 'por_vehiculo' | 'por_dia' | 'total'> {
  const byVehicle = new Map<string, DiaVehiculo[]>(vehiculos.map((id) => [id, []]));
  const byDay = new Map(dias.map((dia) => [dia, { ...emptyTotales(), dia }]));
  for (const day of days) {
    byVehicle.get(day.vehiculo)?.push(day);
    const fleetDay = byDay.get(day.dia);
    if (fleetDay) addTotales(fleetDay, day);
  }
  const por_vehiculo = [...byVehicle].map(([vehiculo, own]) => vehicleRow(vehiculo, dias, own));
  return { por_vehiculo, por_dia: [...byDay.values()], total: sumTotales(por_vehiculo) };
}

function vehicleRow(vehiculo: string, dias: readonly string[], days: readonly DiaVehiculo[]): ResumenVehiculo {
  return { ...sumTotales(days), vehiculo, inactivo_max: longestIdleRun(dias, days) };
}

/** The longest run of consecutive held days without driving; a day not held breaks it (it may be the day the vehicle moved). */
function longestIdleRun(dias: readonly string[], days: readonly DiaVehiculo[]): number {
  const held = new Map(days.map((day) => [day.dia, day]));
  let run = 0;
  let longest = 0;
  for (const dia of dias) {
    const day = held.get(dia);
    run = day && day.conduccion_ms === 0 ? run + 1 : 0;
    longest = Math.max(longest, run);
  }
  return longest;
}
