import { queryOptions } from '@tanstack/react-query';
import { flotaParadasSchema, flotaResumenSchema, flotaViajesSchema } from '@/lib/fleet/informes-api';
import { fetchJson } from '../fetch-json';
import { FlotaApiError } from '../api-error';
import { reportApiUrl, type ReportSource, type ReportUrlState } from './url-state';

const SCHEMAS = { resumen: flotaResumenSchema, viajes: flotaViajesSchema, paradas: flotaParadasSchema } as const;

type Choice = Pick<ReportUrlState, 'desde' | 'hasta' | 'cliente' | 'vehiculos'>;

/**
 * One of the server's report answers, validated by the contract's schema. Closed days change only
 * as the history sync fills them in, so an answer stays fresh for a few minutes; a refusal
 * (permission, range) is not retried.
 */
export function reportQueryOptions<S extends ReportSource>(source: S, choice: Choice) {
  const url = reportApiUrl(source, choice);
  return queryOptions({
    queryKey: ['informes', url],
    queryFn: ({ signal }) => fetchJson(url, SCHEMAS[source], { signal }),
    staleTime: 5 * 60_000,
    retry: (failures, error) => failures < 2 && !(FlotaApiError.is(error) && error.status >= 400 && error.status < 500),
  });
}
