import type { ResumenDia, Totales, VehiculoInforme } from '@/lib/fleet/informes-api';

/** A summary table's row: a vehicle over the range, a vehicle-day, or the fleet's totals. */
export interface SummaryRow extends Omit<Totales, 'primer_arranque' | 'ultima_parada'> {
  /** A vehicle id, or `vehiculo/dia` for a vehicle-day row. */
  key: string;
  vehiculo: string;
  /** The day of a vehicle-day row; null on a vehicle's row. */
  dia: string | null;
  etiqueta: string;
  patente: string | null;
  cliente: string;
  /** Epoch ms: the earliest start and the latest stop. */
  primer_arranque: number | null;
  ultima_parada: number | null;
}

const instant = (iso: string | null) => (iso === null ? null : Date.parse(iso));

/** What people call a vehicle: its name, else its plate, else its id. */
export function vehicleLabel(v: Pick<VehiculoInforme, 'id' | 'nombre' | 'patente'> | undefined, id: string): string {
  return v?.nombre ?? v?.patente ?? id;
}

/** A row of the server's totals, named after its vehicle (or `etiqueta` when it is the fleet's). */
export function summaryRow(totales: Totales, who: { vehiculo: string; dia?: string; v?: VehiculoInforme; etiqueta?: string }): SummaryRow {
  const dia = who.dia ?? null;
  return {
    ...totales,
    key: dia === null ? who.vehiculo : `${who.vehiculo}/${dia}`,
    vehiculo: who.vehiculo,
    dia,
    etiqueta: who.etiqueta ?? vehicleLabel(who.v, who.vehiculo),
    patente: who.v?.patente ?? null,
    cliente: who.v ? (who.v.cliente.nombre ?? who.v.cliente.id) : '',
    primer_arranque: instant(totales.primer_arranque),
    ultima_parada: instant(totales.ultima_parada),
  };
}

/** The rows of the server's per-vehicle (or per vehicle-day) totals, named from the report's vehicles. */
export function summaryRows(vehiculos: readonly VehiculoInforme[], rows: readonly (Totales & { vehiculo: string; dia?: string })[]): SummaryRow[] {
  const byId = new Map(vehiculos.map((v) => [v.id, v]));
  return rows.map((row) => summaryRow(row, { vehiculo: row.vehiculo, dia: row.dia, v: byId.get(row.vehiculo) }));
}

/** A fleet quantity per day of the range, for the charts. */
export function perDaySeries(porDia: readonly ResumenDia[], of: (day: Totales) => number): { dias: string[]; valores: number[] } {
  return { dias: porDia.map((d) => d.dia), valores: porDia.map(of) };
}
