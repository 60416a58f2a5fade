import 'server-only';
import type { ClientScope } from '@/lib/auth/client-scope';
import { flotaError } from '@/lib/fleet/errors';
import type { Cobertura, VehiculoInforme } from '@/lib/fleet/informes-api';
import type { HistorialSync } from '@/lib/fleet/flota-api';
import { daysFrom } from '@/lib/store/argentina-days';
import { countHeldDays } from '@/lib/store/closed-days';
import type { ReportRange } from '@/lib/store/report-days';
import type { Store } from '@/lib/store/store';
import { selectVehicles, type VehicleFilter } from './fleet-directory';
import type { Gateway } from './gateway';
import { GatewayError } from './gateway-error';
import { parseReportDays } from './report-range';
import { scopeFilter } from './scope-on-directory';

/** A report's request made good: its days, and the vehicles the caller asked for within its clients. */
export interface PreparedReport extends ReportRange {
  store: Store;
  vehiculosInforme: VehiculoInforme[];
}

/** What every `/api/informes/*` answer begins with. */
export interface ReportBase {
  desde: string;
  hasta: string;
  vehiculos: VehiculoInforme[];
  cobertura: Cobertura;
  historial: HistorialSync | null;
}

/**
 * Checks the days (fleet clock), applies the caller's client scope to `cliente`/`vehiculos`
 * (a vehicle of another client is the same 404 as elsewhere) and picks the vehicles from the
 * cached vehicle list. Reports are read from the store only: without one there is nothing to read.
 */
export async function prepareReport(
  gateway: Gateway,
  scope: ClientScope,
  query: { desde?: string; hasta?: string } & VehicleFilter,
): Promise<PreparedReport> {
  const { desde, hasta } = parseReportDays(query, gateway.serviceClock);
  const store = gateway.reportStore;
  if (!store) throw new GatewayError({ codigo: 'sin_almacenamiento', status: flotaError('sin_almacenamiento').status, origen: 'gateway' });
  const filter = await scopeFilter(gateway, scope, { cliente: query.cliente, vehiculos: query.vehiculos });
  const index = (await gateway.directory.index('interactive')).value;
  const ids = selectVehicles(index, filter);
  const chosen = ids === null ? index.vehiculos : ids.flatMap((id) => index.byId.get(id) ?? []);
  const vehiculosInforme = chosen.map(({ id, patente, nombre, cliente, conductor }) => ({ id, patente, nombre, cliente, conductor }));
  return { store, desde, hasta, vehiculos: vehiculosInforme.map((v) => v.id), vehiculosInforme };
}

/**
 * The days, the vehicles, how many of their vehicle-days the store holds, and the sync's progress.
 * `heldRoutes`: the held route days when the caller read them all already (the summary), so not counted again.
 */
export async function reportBase(gateway: Gateway, report: PreparedReport, heldRoutes?: number): Promise<ReportBase> {
  const { store, vehiculos, desde, hasta } = report;
  const total = vehiculos.length * daysFrom(desde, hasta).length;
  const [rutas, eventos, historial] = await Promise.all([
    heldRoutes ?? countHeldDays(store, 'rutas', vehiculos, desde, hasta),
    countHeldDays(store, 'eventos', vehiculos, desde, hasta),
    gateway.syncProgress ? gateway.syncProgress.view().catch(() => null) : null,
  ]);
  return {
    desde,
    hasta,
    vehiculos: report.vehiculosInforme,
    cobertura: { rutas: { guardados: rutas, total }, eventos: { guardados: eventos, total } },
    historial,
  };
}
