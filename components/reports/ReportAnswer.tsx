'use client';

import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { FlotaApiError } from '@/lib/client/api-error';
import type { FlotaResumen } from '@/lib/fleet/informes-api';
import { HistoryError } from '@/components/events/HistoryError';
import { CoverageNote } from './CoverageNote';

type Answer = Pick<FlotaResumen, 'desde' | 'hasta' | 'cobertura' | 'historial'>;

interface Props<A extends Answer> {
  query: UseQueryResult<A>;
  /** Whether the answer has anything to show. */
  isEmpty: (answer: A) => boolean;
  children: (answer: A) => ReactNode;
}

/** A report's answer: loading, the error and a retry, "no days held", or the report with its coverage. */
export function ReportAnswer<A extends Answer>({ query, isEmpty, children }: Props<A>) {
  const t = useTranslations('Reports');
  return (
    <QueryState query={query}>
      {(answer) => (
        <div className="flex flex-col gap-3">
          <CoverageNote cobertura={answer.cobertura} historial={answer.historial} />
          {isEmpty(answer) ? (
            <p className="rounded border border-slate-200 bg-white p-4 text-sm text-slate-700" data-testid="informe-vacio">
              {t('empty')}
            </p>
          ) : (
            children(answer)
          )}
        </div>
      )}
    </QueryState>
  );
}

/** Any report query: loading, the error and a retry, or what its answer draws. */
export function QueryState<A>({ query, children }: { query: UseQueryResult<A>; children: (answer: A) => ReactNode }) {
  const t = useTranslations('Reports');
  if (query.isPending) {
    return (
      <p className="text-sm text-slate-600" aria-live="polite" data-testid="informe-cargando">
        {t('loading')}
      </p>
    );
  }
  if (query.isError) {
    const error = FlotaApiError.is(query.error) ? query.error : new FlotaApiError(0, 'desconocido', String(query.error));
    return <HistoryError error={error} onRetry={() => void query.refetch()} />;
  }
  return children(query.data);
}
