import { CATEGORIA_IDS } from '@/lib/fleet/catalog';
import { BEHAVIOURS, type BehaviourRow } from './behaviour';
import { CATEGORY_COLUMN_PREFIX, type ReportColumn } from './columns';
import type { SummaryRow } from './summary';
import type { StopRow, TripRow } from './trips-stops';
import type { UsageRow } from './utilisation';

/*
 * Each report's columns, in order: the table, its sort, the CSV and the XLSX all read these, so
 * what is exported is what is shown.
 */

const VEHICLE = '170px';
const NUMBER = '116px';
const TIME = '150px';

export function summaryColumns(perDay: boolean): ReportColumn<SummaryRow>[] {
  const columns: ReportColumn<SummaryRow>[] = [
    { id: 'vehiculo', kind: 'text', value: (r) => r.etiqueta, width: VEHICLE },
    { id: 'patente', kind: 'text', value: (r) => r.patente, width: '96px' },
    { id: 'cliente', kind: 'text', value: (r) => r.cliente, width: '140px' },
  ];
  if (perDay) columns.push({ id: 'dia', kind: 'day', value: (r) => r.dia, width: '104px' });
  else columns.push({ id: 'dias', kind: 'integer', value: (r) => r.dias, descFirst: true, width: '120px' });
  columns.push(
    { id: 'km', kind: 'km', value: (r) => r.km, descFirst: true, width: NUMBER },
    { id: 'conduccion', kind: 'duration', value: (r) => r.conduccion_ms, descFirst: true, width: NUMBER },
    { id: 'ralenti', kind: 'duration', value: (r) => r.ralenti_ms, descFirst: true, width: NUMBER },
    { id: 'motor', kind: 'duration', value: (r) => r.motor_ms, descFirst: true, width: NUMBER },
    { id: 'paradas', kind: 'integer', value: (r) => r.paradas, descFirst: true, width: '96px' },
    { id: 'viajes', kind: 'integer', value: (r) => r.viajes, descFirst: true, width: '96px' },
    { id: 'velocidad_max', kind: 'speed', value: (r) => r.velocidad_max_kmh, descFirst: true, width: NUMBER },
    { id: 'primer_arranque', kind: 'dateTime', value: (r) => r.primer_arranque, width: TIME },
    { id: 'ultima_parada', kind: 'dateTime', value: (r) => r.ultima_parada, descFirst: true, width: TIME },
    ...CATEGORIA_IDS.map<ReportColumn<SummaryRow>>((categoria) => ({
      id: `${CATEGORY_COLUMN_PREFIX}${categoria}`,
      kind: 'integer',
      value: (r) => (r.eventos === null ? null : (r.eventos[categoria] ?? 0)),
      descFirst: true,
      width: '150px',
    })),
  );
  return columns;
}

export const TRIP_COLUMNS: ReportColumn<TripRow>[] = [
  { id: 'vehiculo', kind: 'text', value: (r) => r.etiqueta, width: VEHICLE },
  { id: 'inicio', kind: 'dateTime', value: (r) => r.inicio_ms, descFirst: true, width: TIME },
  { id: 'inicio_lugar', kind: 'place', value: () => null, point: (r) => ({ latitud: r.inicio_lat, longitud: r.inicio_lon }), width: 'minmax(200px, 1fr)' },
  { id: 'fin', kind: 'dateTime', value: (r) => r.fin_ms, descFirst: true, width: TIME },
  { id: 'fin_lugar', kind: 'place', value: () => null, point: (r) => ({ latitud: r.fin_lat, longitud: r.fin_lon }), width: 'minmax(200px, 1fr)' },
  { id: 'km', kind: 'km', value: (r) => r.km, descFirst: true, width: NUMBER },
  { id: 'duracion', kind: 'duration', value: (r) => r.duracion_ms, descFirst: true, width: NUMBER },
  { id: 'velocidad_max', kind: 'speed', value: (r) => r.velocidad_max_kmh, descFirst: true, width: NUMBER },
  { id: 'velocidad_media', kind: 'speed', value: (r) => r.velocidad_media_kmh, descFirst: true, width: NUMBER },
];

export const STOP_COLUMNS: ReportColumn<StopRow>[] = [
  { id: 'vehiculo', kind: 'text', value: (r) => r.etiqueta, width: VEHICLE },
  { id: 'lugar', kind: 'place', value: () => null, point: (r) => ({ latitud: r.lat, longitud: r.lon }), width: 'minmax(220px, 1fr)' },
  { id: 'llegada', kind: 'dateTime', value: (r) => r.llegada_ms, descFirst: true, width: TIME },
  { id: 'salida', kind: 'dateTime', value: (r) => r.salida_ms, descFirst: true, width: TIME },
  { id: 'duracion', kind: 'duration', value: (r) => r.duracion_ms, descFirst: true, width: NUMBER },
  { id: 'motor_encendido', kind: 'duration', value: (r) => r.motor_encendido_ms, descFirst: true, width: NUMBER },
  { id: 'motor_apagado', kind: 'duration', value: (r) => Math.max(0, r.duracion_ms - r.motor_encendido_ms), descFirst: true, width: NUMBER },
];

/** `byDriver`: the first column is the assigned driver and the detail their vehicles. */
export function behaviourColumns(byDriver: boolean): ReportColumn<BehaviourRow>[] {
  return [
    { id: byDriver ? 'conductor' : 'vehiculo', kind: 'text', value: (r) => r.etiqueta, width: VEHICLE },
    { id: byDriver ? 'vehiculos_asignados' : 'conductor', kind: 'text', value: (r) => r.detalle, width: '180px' },
    { id: 'km_eventos', kind: 'km', value: (r) => r.km, descFirst: true, width: '150px' },
    { id: 'total100', kind: 'decimal', value: (r) => r.total100, descFirst: true, width: '150px' },
    ...BEHAVIOURS.flatMap<ReportColumn<BehaviourRow>>((b) => [
      { id: `${b}`, kind: 'integer', value: (r) => r.eventos[b], descFirst: true, width: '150px' },
      { id: `${b}100`, kind: 'decimal', value: (r) => r.por100[b], descFirst: true, width: '160px' },
    ]),
  ];
}

export const USAGE_COLUMNS: ReportColumn<UsageRow>[] = [
  { id: 'vehiculo', kind: 'text', value: (r) => r.etiqueta, width: VEHICLE },
  { id: 'cliente', kind: 'text', value: (r) => r.cliente, width: '160px' },
  { id: 'dias', kind: 'integer', value: (r) => r.dias, descFirst: true, width: NUMBER },
  { id: 'usados', kind: 'integer', value: (r) => r.usados, descFirst: true, width: NUMBER },
  { id: 'uso', kind: 'ratio', value: (r) => r.uso, descFirst: true, width: NUMBER },
  { id: 'motor_medio', kind: 'duration', value: (r) => r.motor_medio_ms, descFirst: true, width: '120px' },
  { id: 'inactivo_max', kind: 'integer', value: (r) => r.inactivo_max, descFirst: true, width: '120px' },
];
