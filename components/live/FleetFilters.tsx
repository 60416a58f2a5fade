'use client';

import { useTranslations } from 'next-intl';
import type { Cliente } from '@/lib/fleet/schemas/cliente';
import { LIST_STATUSES, type FleetFilter, type ListStatus } from '@/lib/client/fleet-filter';
import { StatusDot } from './StatusDot';

type Props = {
  filter: FleetFilter;
  counts: Record<ListStatus, number>;
  clients: readonly Cliente[];
  onChange: (patch: Partial<FleetFilter>) => void;
};

/** Search, client and status filters; each status shows how many vehicles choosing it would give. */
export function FleetFilters({ filter, counts, clients, onChange }: Props) {
  const t = useTranslations('Live');
  const statuses = useTranslations('Status');
  const toggle = (status: ListStatus) =>
    onChange({
      estados: filter.estados.includes(status) ? filter.estados.filter((s) => s !== status) : [...filter.estados, status],
    });
  const clientValue = filter.clientes.length === 1 ? filter.clientes[0] : '';

  return (
    <div className="space-y-2 border-b border-slate-200 p-3">
      <label className="block">
        <span className="sr-only">{t('search')}</span>
        <input
          type="search"
          value={filter.q}
          onChange={(e) => onChange({ q: e.target.value })}
          placeholder={t('searchPlaceholder')}
          className="w-full rounded border border-slate-400 px-3 py-2 text-sm"
          data-testid="buscar"
        />
      </label>
      {clients.length > 1 && (
        <label className="flex items-center gap-2 text-sm">
          <span className="shrink-0 text-slate-700">{t('client')}</span>
          <select
            value={clientValue}
            onChange={(e) => onChange({ clientes: e.target.value ? [e.target.value] : [] })}
            className="min-w-0 flex-1 rounded border border-slate-400 bg-white px-2 py-1.5"
          >
            <option value="">{t('allClients')}</option>
            {clients.map((c) => (
              <option key={c.id} value={c.id}>
                {c.nombre ?? c.id}
              </option>
            ))}
          </select>
        </label>
      )}
      <fieldset>
        <legend className="sr-only">{t('byStatus')}</legend>
        <div className="flex flex-wrap gap-1.5">
          {LIST_STATUSES.map((status) => {
            const pressed = filter.estados.includes(status);
            return (
              <button
                key={status}
                type="button"
                aria-pressed={pressed}
                onClick={() => toggle(status)}
                data-testid={`estado-${status}`}
                className={`flex items-center gap-1.5 rounded-full border px-2.5 py-1 text-xs ${
                  pressed ? 'border-sky-700 bg-sky-700 text-white' : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-100'
                }`}
              >
                <StatusDot status={status === 'sin_posicion' ? null : status} />
                {statuses(`${status}.label`)}
                <span className="font-semibold tabular-nums" data-testid={`cantidad-${status}`}>
                  {counts[status]}
                </span>
              </button>
            );
          })}
        </div>
      </fieldset>
    </div>
  );
}
