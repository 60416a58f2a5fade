'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useMemo, useState, type FormEvent } from 'react';
import { DateTimeField } from '@/components/date-field/DateTimeField';
import { CheckListPicker, type PickerOption } from '@/components/events/CheckListPicker';
import { useVehicleDirectory } from '@/lib/client/events/vehicle-directory';
import { fleetNow } from '@/lib/client/fleet-clock';
import { clientsQueryOptions } from '@/lib/client/fleet-queries';
import { DAY_PRESETS, type DayPreset, presetDays } from '@/lib/client/reports/day-presets';
import { dayRangeProblem, type DayRangeProblem, type ReportUrlState } from '@/lib/client/reports/url-state';
import { INFORME_MAX_DIAS } from '@/lib/fleet/informes-api';
import { shiftDay } from '@/lib/fleet/calendar-days';
import { argentinaDay } from '@/lib/fleet/time';

export type ReportChoice = Pick<ReportUrlState, 'desde' | 'hasta' | 'cliente' | 'vehiculos'>;

const startOfDay = (dia: string) => Date.parse(`${dia}T00:00:00-03:00`);
const dayStart = (dia: string | undefined) => (dia ? startOfDay(dia) : null);

/** The server's default when the URL names no range: the 7 closed days ending yesterday, by the fleet's clock. */
export function defaultDays(now: number): { desde: string; hasta: string } {
  return presetDays('semana', argentinaDay(now));
}

/** Which days and which part of the fleet: checked with the API's rules before anything is asked. */
export function ReportFilters({ choice, onSubmit }: { choice: ReportChoice; onSubmit: (choice: ReportChoice) => void }) {
  const t = useTranslations('Reports');
  const history = useTranslations('History');
  const directory = useVehicleDirectory();
  const clientes = useQuery(clientsQueryOptions).data?.datos;
  const [now] = useState(fleetNow);
  const [draft, setDraft] = useState<ReportChoice>(() => ({ ...choice, desde: choice.desde ?? defaultDays(now).desde, hasta: choice.hasta ?? defaultDays(now).hasta }));
  const [problem, setProblem] = useState<DayRangeProblem | null>(null);
  // Closed days only, as far back as the API keeps (the server's rule, lib/gateway/report-range.ts).
  const today = argentinaDay(now);
  const oldest = startOfDay(shiftDay(today, -INFORME_MAX_DIAS));
  const yesterday = startOfDay(shiftDay(today, -1));

  const clientOptions = useMemo<PickerOption[]>(() => (clientes ?? []).map((c) => ({ value: c.id, label: c.nombre ?? c.id })), [clientes]);
  const vehicleOptions = useMemo<PickerOption[]>(() => {
    const chosen = new Set<string>(draft.cliente);
    return [...directory.values()]
      .filter((v) => chosen.size === 0 || chosen.has(v.clienteId))
      .map((v) => ({ value: v.id, label: v.etiqueta, hint: v.patente ?? undefined }));
  }, [directory, draft.cliente]);

  const chooseClients = (cliente: string[]) => {
    const chosen = new Set(cliente);
    // Only vehicles of the chosen clients, so the two choices never contradict each other.
    const vehiculos = draft.vehiculos.filter((id) => chosen.size === 0 || chosen.has(directory.get(id)?.clienteId ?? ''));
    setDraft({ ...draft, cliente: cliente as ReportChoice['cliente'], vehiculos });
  };
  const setDay = (field: 'desde' | 'hasta') => (epochMs: number | null) => setDraft({ ...draft, [field]: epochMs === null ? undefined : argentinaDay(epochMs) });

  // A preset is a whole choice of days: it shows at once, keeping the clients and vehicles chosen.
  const choosePreset = (preset: DayPreset) => {
    const next = { ...draft, ...presetDays(preset, argentinaDay(fleetNow())) };
    setDraft(next);
    setProblem(null);
    onSubmit(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = dayRangeProblem(draft.desde, draft.hasta, argentinaDay(fleetNow()));
    setProblem(found);
    if (!found) onSubmit(draft);
  };

  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-2 print:hidden" aria-label={t('filters')}>
      <DateTimeField dayOnly label={t('from')} value={dayStart(draft.desde)} onChange={setDay('desde')} min={oldest} max={yesterday} />
      <DateTimeField dayOnly label={t('to')} value={dayStart(draft.hasta)} onChange={setDay('hasta')} min={oldest} max={yesterday} />
      <CheckListPicker label={history('clients')} allLabel={history('allClients')} options={clientOptions} selected={draft.cliente} onChange={chooseClients} />
      <CheckListPicker
        label={history('vehicles')}
        allLabel={history('allVehicles')}
        options={vehicleOptions}
        selected={draft.vehiculos}
        onChange={(vehiculos) => setDraft({ ...draft, vehiculos: vehiculos as ReportChoice['vehiculos'] })}
      />
      <button type="submit" className="rounded bg-sky-700 px-4 py-1.5 text-sm font-medium text-white hover:bg-sky-800">
        {t('show')}
      </button>
      <div role="group" aria-label={t('presetsLabel')} className="flex flex-wrap items-center gap-1">
        {DAY_PRESETS.map((preset) => (
          <button key={preset} type="button" onClick={() => choosePreset(preset)} className="rounded border border-slate-300 bg-white px-2 py-1 text-xs text-slate-700 hover:bg-slate-100">
            {t(`presets.${preset}`)}
          </button>
        ))}
      </div>
      {problem && (
        <p role="alert" className="w-full text-sm text-red-700">
          {t(`rangeProblems.${problem}`)}
        </p>
      )}
    </form>
  );
}
