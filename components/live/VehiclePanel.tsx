'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useCanOpen } from '@/components/session/SessionProvider';
import { rowTitle, type VehicleRow } from '@/lib/client/fleet-rows';
import { useFormats } from '@/lib/client/format/use-formats';
import { describeFreshness } from '@/lib/client/freshness';
import { describePosicion } from '@/lib/client/posicion-fields';
import { usePlacePhrase } from '@/lib/client/use-place-phrase';
import { useNow } from '@/lib/client/use-now';
import { StatusDot } from './StatusDot';

type Props = {
  row: VehicleRow;
  following: boolean;
  onFollowChange: (follow: boolean) => void;
  onClose: () => void;
};

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between gap-3 py-0.5">
      <dt className="text-slate-600">{label}</dt>
      <dd className="text-right font-medium tabular-nums">{value}</dd>
    </div>
  );
}

/** Everything known about the selected vehicle, with follow mode and links to its route and events. */
export function VehiclePanel({ row, following, onFollowChange, onClose }: Props) {
  const now = useNow(5_000);
  const canOpen = useCanOpen();
  const t = useTranslations('Live.panel');
  const common = useTranslations('Common');
  const statuses = useTranslations('Status');
  const freshness = useTranslations('Freshness');
  const position = useTranslations('Position');
  const formats = useFormats();
  const noData = common('noData');
  const p = row.posicion;
  const place = usePlacePhrase(p);
  const equipo = row.equipo ? t('deviceKind', { kind: row.equipo.tipo, model: row.equipo.modelo }) : noData;
  return (
    <section
      aria-labelledby="panel-vehiculo-titulo"
      className="flex max-h-full w-full flex-col overflow-hidden rounded-lg border border-slate-300 bg-white shadow-lg"
      data-testid="panel-vehiculo"
    >
      <header className="flex items-start gap-2 border-b border-slate-200 p-3">
        <div className="min-w-0 flex-1">
          <h2 id="panel-vehiculo-titulo" className="truncate text-lg font-semibold">
            {rowTitle(row)}
          </h2>
          <p className="flex items-center gap-1.5 text-sm">
            <StatusDot status={row.status} />
            {statuses(`${row.status ?? 'sin_posicion'}.label`)}
          </p>
          {p && (
            <p className="text-sm text-slate-700" data-testid="frescura">
              {describeFreshness(p, now, freshness, formats)}
            </p>
          )}
          {place && (
            <p className="text-sm text-slate-700" data-testid="lugar">
              {place}
            </p>
          )}
        </div>
        <button type="button" onClick={onClose} className="rounded px-2 py-1 text-xl leading-none hover:bg-slate-100" aria-label={t('close')}>
          ×
        </button>
      </header>
      {/* Focusable so that keyboard users can scroll it when it overflows. */}
      <div className="overflow-y-auto p-3 text-sm focus-visible:outline-2 focus-visible:outline-sky-600" tabIndex={0} role="group" aria-label={t('details')}>
        <dl>
          <Fact label={t('id')} value={row.id} />
          <Fact label={t('name')} value={row.nombre ?? noData} />
          <Fact label={t('driver')} value={row.conductor ?? noData} />
          <Fact label={t('client')} value={row.cliente ? (row.cliente.nombre ?? row.cliente.id) : noData} />
          <Fact label={t('device')} value={equipo} />
        </dl>
        {p ? (
          <dl className="mt-2 border-t border-slate-200 pt-2" aria-label={t('lastPosition')}>
            {describePosicion(p, position, formats, noData).map((f) => (
              <Fact key={f.label} label={f.label} value={f.value} />
            ))}
          </dl>
        ) : (
          <p className="mt-2 text-slate-700">{t('neverReported')}</p>
        )}
      </div>
      <footer className="flex flex-wrap gap-2 border-t border-slate-200 p-3 text-sm">
        {p && (
          <button
            type="button"
            aria-pressed={following}
            onClick={() => onFollowChange(!following)}
            className={`rounded border px-3 py-1.5 ${following ? 'border-sky-700 bg-sky-700 text-white' : 'border-slate-400 hover:bg-slate-100'}`}
          >
            {following ? t('following') : t('follow')}
          </button>
        )}
        {canOpen('/recorrido') && (
          <Link href={`/recorrido?vehiculo=${encodeURIComponent(row.id)}`} className="rounded border border-slate-400 px-3 py-1.5 hover:bg-slate-100">
            {t('route')}
          </Link>
        )}
        {canOpen('/eventos') && (
          <Link href={`/eventos?vehiculos=${encodeURIComponent(row.id)}`} className="rounded border border-slate-400 px-3 py-1.5 hover:bg-slate-100">
            {t('events')}
          </Link>
        )}
      </footer>
    </section>
  );
}
