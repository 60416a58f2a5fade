'use client';

import { useTranslations } from 'next-intl';
import { useMemo, useState, type FormEvent } from 'react';
import { withTypeChoice, type HistoryQuery } from '@/lib/client/events/history-query';
import { resolveRangeChoice, type RangeProblem } from '@/lib/client/events/range-presets';
import type { VehicleDirectory } from '@/lib/client/events/vehicle-directory';
import type { Cliente } from '@/lib/fleet/schemas/cliente';
import type { TipoEvento } from '@/lib/fleet/schemas/tipo-evento';
import { CheckListPicker, type PickerOption } from './CheckListPicker';
import { RangeFields } from './RangeFields';
import { TypePicker } from './TypePicker';
import { fleetNow } from '@/lib/client/fleet-clock';

interface Props {
  /** The query in the URL; the form edits a copy and hands it back on "Buscar". */
  query: HistoryQuery;
  now: number;
  clientes: readonly Cliente[];
  directory: VehicleDirectory;
  catalog: readonly TipoEvento[];
  onSubmit: (query: HistoryQuery) => void;
}

/** What to fetch: range, clients, vehicles, categories and types. Checked before anything is asked. */
export function HistoryFilters({ query, now, clientes, directory, catalog, onSubmit }: Props) {
  const t = useTranslations('History');
  const ranges = useTranslations('Ranges');
  const [draft, setDraft] = useState(query);
  const [problem, setProblem] = useState<RangeProblem | null>(null);

  const clientOptions = useMemo<PickerOption[]>(
    () => clientes.map((c) => ({ value: c.id, label: c.nombre ?? c.id, hint: t('vehiclesHint', { count: c.vehiculos }) })),
    [clientes, t],
  );
  const vehicleOptions = useMemo<PickerOption[]>(() => {
    const chosen = new Set(draft.clientes);
    return [...directory.values()]
      .filter((v) => chosen.size === 0 || chosen.has(v.clienteId))
      .map((v) => ({ value: v.id, label: v.etiqueta, hint: v.patente ?? undefined }));
  }, [directory, draft.clientes]);

  const chooseClients = (clientesElegidos: string[]) => {
    const chosen = new Set(clientesElegidos);
    // Keep only vehicles of the chosen clients, so the two choices never contradict each other.
    const vehiculos = draft.vehiculos.filter((id) => chosen.size === 0 || chosen.has(directory.get(id)?.clienteId ?? ''));
    setDraft({ ...draft, clientes: clientesElegidos, vehiculos });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const range = resolveRangeChoice(draft, fleetNow());
    if (!range.ok) {
      setProblem(range.problem);
      return;
    }
    setProblem(null);
    onSubmit(draft);
  };

  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-2" aria-label={t('filters')}>
      <RangeFields value={draft} now={now} onChange={(range) => setDraft({ ...draft, ...range })} />
      <CheckListPicker label={t('clients')} allLabel={t('allClients')} options={clientOptions} selected={draft.clientes} onChange={chooseClients} />
      <CheckListPicker
        label={t('vehicles')}
        allLabel={t('allVehicles')}
        options={vehicleOptions}
        selected={draft.vehiculos}
        onChange={(vehiculos) => setDraft({ ...draft, vehiculos })}
      />
      <TypePicker
        catalog={catalog}
        categorias={draft.categorias}
        tipos={draft.tipos}
        onChange={(change) => setDraft(withTypeChoice(draft, change))}
      />
      <button type="submit" className="rounded bg-sky-700 px-4 py-1.5 text-sm font-medium text-white hover:bg-sky-800">
        {t('search')}
      </button>
      {problem && (
        <p role="alert" className="w-full text-sm text-red-700">
          {ranges(`problems.${problem}`)}
        </p>
      )}
    </form>
  );
}
