'use client';

import { useTranslations } from 'next-intl';
import type { HistoryStatus } from '@/lib/client/events/use-event-history';

/** Where the query stands: parts done of the plan, budget units spent, and a way to stop it. */
export function HistoryProgress({ status, rows, onCancel }: { status: HistoryStatus; rows: number; onCancel: () => void }) {
  const t = useTranslations('History');
  if (status.fase === 'inactivo') return null;
  if (status.fase === 'cargando') {
    const { partes, hechas, unidades, unidadesGastadas } = status;
    return (
      <div className="flex flex-wrap items-center gap-3 text-sm" data-testid="progreso-historial">
        <progress
          className="h-2 w-64 overflow-hidden rounded [&::-webkit-progress-bar]:bg-slate-200 [&::-webkit-progress-value]:bg-sky-600"
          max={partes ?? 1}
          value={partes === null ? undefined : hechas}
          aria-label={t('progress')}
        />
        <span className="text-slate-700" aria-live="polite">
          {partes === null
            ? t('planning')
            : t('running', { done: hechas, parts: partes, spent: unidadesGastadas, units: unidades ?? 0, rows })}
        </span>
        <button type="button" onClick={onCancel} className="rounded border border-slate-300 px-3 py-1 text-slate-700 hover:bg-slate-100">
          {t('cancel')}
        </button>
      </div>
    );
  }
  if (status.fase === 'listo') {
    return (
      <p className="text-sm text-slate-600" data-testid="progreso-historial" data-fase="listo">
        {t('done', { count: status.cantidad, parts: status.partes })}
      </p>
    );
  }
  if (status.fase === 'cancelado') {
    return (
      <p className="text-sm text-amber-800" data-testid="progreso-historial" data-fase="cancelado">
        {status.partes ? t('cancelledAfter', { done: status.hechas, parts: status.partes, rows }) : t('cancelled', { rows })}
      </p>
    );
  }
  return null;
}
