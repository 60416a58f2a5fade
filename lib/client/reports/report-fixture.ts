import type { DiaVehiculo, FlotaResumen, VehiculoInforme } from '@/lib/fleet/informes-api';
import { daysFrom } from '@/lib/fleet/calendar-days';
import { summarise } from '@/lib/fleet/report-summary';

export { dia, vehiculo } from '@/lib/fleet/informes-fixture';

/** The summary the server would answer for these held days (`summarise`, shared with it). */
export function resumen(vehiculos: VehiculoInforme[], dias: DiaVehiculo[], desde = '2026-03-01', hasta = '2026-03-03'): FlotaResumen {
  return {
    desde,
    hasta,
    vehiculos,
    ...summarise(
      vehiculos.map((v) => v.id),
      daysFrom(desde, hasta),
      dias,
    ),
    cobertura: { rutas: { guardados: dias.length, total: vehiculos.length * 3 }, eventos: { guardados: dias.length, total: vehiculos.length * 3 } },
    historial: null,
  };
}
