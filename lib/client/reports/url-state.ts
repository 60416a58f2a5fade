import { z } from 'zod';
import { clienteIdSchema, vehiculoIdSchema } from '@/lib/fleet/ids';
import { dayNumber } from '@/lib/fleet/calendar-days';
import { INFORME_MAX_DIAS } from '@/lib/fleet/informes-api';

/** Each report's tab; its name is in the `Reports.tabs` messages. */
export const REPORT_IDS = ['resumen', 'viajes', 'paradas', 'conducta', 'uso'] as const;
export type ReportId = (typeof REPORT_IDS)[number];

/** The days without driving from which "Uso" flags a vehicle as idle, unless the URL says otherwise. */
export const DEFAULT_IDLE_DAYS = 3;

/** A comma-separated URL value whose malformed items are dropped, not fatal. */
function listParam<T extends z.ZodType<string>>(item: T) {
  return z
    .string()
    .optional()
    .catch(undefined)
    .transform((raw) => [...new Set((raw ?? '').split(',').filter((v) => item.safeParse(v).success))] as z.infer<T>[]);
}

const dayParam = z.iso.date().optional().catch(undefined);

/**
 * The reports page's state, all of it in the URL so a report can be bookmarked and shared. A
 * malformed value falls back to its default rather than breaking the page; the range is left to
 * the server (last 7 closed days) when the URL has none.
 */
export const reportUrlSchema = z.object({
  informe: z.enum(REPORT_IDS).catch('resumen').default('resumen'),
  desde: dayParam,
  hasta: dayParam,
  cliente: listParam(clienteIdSchema),
  vehiculos: listParam(vehiculoIdSchema),
  orden: z
    .string()
    .regex(/^[a-z0-9_.]+:(asc|desc)$/)
    .optional()
    .catch(undefined),
  /** Resumen by vehicle and day instead of by vehicle. */
  por_dia: z
    .enum(['1'])
    .optional()
    .catch(undefined)
    .transform((v) => v === '1'),
  /** Conducta ranked by assigned driver instead of by vehicle. */
  por_conductor: z
    .enum(['1'])
    .optional()
    .catch(undefined)
    .transform((v) => v === '1'),
  inactivos: z.coerce.number().int().min(1).max(INFORME_MAX_DIAS).catch(DEFAULT_IDLE_DAYS).default(DEFAULT_IDLE_DAYS),
});
export type ReportUrlState = z.infer<typeof reportUrlSchema>;

export function parseReportUrl(params: URLSearchParams): ReportUrlState {
  return reportUrlSchema.parse(Object.fromEntries(params));
}

/** The URL query of a state, leaving out empty values and defaults so links stay short. */
export function reportUrlParams(state: ReportUrlState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.informe !== 'resumen') params.set('informe', state.informe);
  if (state.desde) params.set('desde', state.desde);
  if (state.hasta) params.set('hasta', state.hasta);
  if (state.cliente.length) params.set('cliente', state.cliente.join(','));
  if (state.vehiculos.length) params.set('vehiculos', state.vehiculos.join(','));
  if (state.orden) params.set('orden', state.orden);
  if (state.por_dia) params.set('por_dia', '1');
  if (state.por_conductor) params.set('por_conductor', '1');
  if (state.inactivos !== DEFAULT_IDLE_DAYS) params.set('inactivos', String(state.inactivos));
  return params;
}

/** The server's answers: conducta and uso are computed from resumen, its per-day rows come from dias. */
export type ReportSource = 'resumen' | 'dias' | 'viajes' | 'paradas';

/** `/api/informes/<source>?…` for the state's range and fleet choice. */
export function reportApiUrl(source: ReportSource, state: Pick<ReportUrlState, 'desde' | 'hasta' | 'cliente' | 'vehiculos'>): string {
  const params = new URLSearchParams();
  if (state.desde) params.set('desde', state.desde);
  if (state.hasta) params.set('hasta', state.hasta);
  if (state.cliente.length) params.set('cliente', state.cliente.join(','));
  if (state.vehiculos.length) params.set('vehiculos', state.vehiculos.join(','));
  const query = params.toString();
  return `/api/informes/${source}${query ? `?${query}` : ''}`;
}

/** Why a chosen range cannot be asked for; each one's explanation is in `Reports.rangeProblems`. */
export type DayRangeProblem = 'missing' | 'order' | 'future' | 'tooLong';

/** Checks a pair of Argentina days against the API's rules: both given, in order, closed (before `today`), at most 90 days. */
export function dayRangeProblem(desde: string | undefined, hasta: string | undefined, today: string): DayRangeProblem | null {
  if (!desde || !hasta) return 'missing';
  if (desde > hasta) return 'order';
  if (hasta >= today) return 'future';
  if (dayNumber(hasta) - dayNumber(desde) + 1 > INFORME_MAX_DIAS) return 'tooLong';
  return null;
}
