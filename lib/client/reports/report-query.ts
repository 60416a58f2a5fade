import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { flotaDiasSchema, flotaParadasSchema, flotaResumenSchema, flotaViajesSchema } from '@/lib/fleet/informes-api';
import { fetchJson } from '../fetch-json';
import { FlotaApiError } from '../api-error';
import { reportApiUrl, type ReportSource, type ReportUrlState } from './url-state';

type Choice = Pick<ReportUrlState, 'desde' | 'hasta' | 'cliente' | 'vehiculos'>;

/**
 * One of the server's report answers, validated by the contract's schema. Closed days change only
 * as the history sync fills them in, so an answer stays fresh for a few minutes; a refusal
 * (permission, range) is not retried. Conducta and Uso share Resumen's answer through its key.
 */
function reportQuery<T extends z.ZodType>(source: ReportSource, schema: T, choice: Choice) {
  const url = reportApiUrl(source, choice);
  return queryOptions({
    queryKey: ['informes', url],
    queryFn: ({ signal }): Promise<z.infer<T>> => fetchJson(url, schema, { signal }),
    staleTime: 5 * 60_000,
    retry: (failures, error) => failures < 2 && !(FlotaApiError.is(error) && error.status >= 400 && error.status < 500),
  });
}

export const summaryQueryOptions = (choice: Choice) => reportQuery('resumen', flotaResumenSchema, choice);
export const daysQueryOptions = (choice: Choice) => reportQuery('dias', flotaDiasSchema, choice);
export const tripsQueryOptions = (choice: Choice) => reportQuery('viajes', flotaViajesSchema, choice);
export const stopsQueryOptions = (choice: Choice) => reportQuery('paradas', flotaParadasSchema, choice);
