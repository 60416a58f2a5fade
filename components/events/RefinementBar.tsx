'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { useEventLabels, type EventLabels } from '@/lib/client/events/event-labels';
import type { Translator } from '@/lib/client/format/translator';
import type { ChartRefinement, Refinements } from '@/lib/client/events/refine-rows';
import type { VehicleDirectory } from '@/lib/client/events/vehicle-directory';
import { useFormats } from '@/lib/client/format/use-formats';
import { parseApiDateTime } from '@/lib/fleet/time';

interface Props {
  refinements: Refinements;
  shown: number;
  total: number;
  directory: VehicleDirectory;
  onTexto: (texto: string | undefined) => void;
  onClear: (chart: ChartRefinement) => void;
  children?: React.ReactNode;
}

const TYPING_PAUSE_MS = 250;

interface ChipWords {
  t: Translator<'History'>;
  labels: EventLabels;
  directory: VehicleDirectory;
  dayOf: (dia: string) => string;
}

function chipLabel(chart: ChartRefinement, value: string, { t, labels, directory, dayOf }: ChipWords): string {
  if (chart === 'dia') return t('chipDay', { day: dayOf(value) });
  if (chart === 'vehiculo') return t('chipVehicle', { vehicle: directory.get(value)?.etiqueta ?? value });
  return t('chipType', { type: labels.type(value) });
}

/** Free-text search and the chart picks in force, each removable, with how many rows remain. */
export function RefinementBar({ refinements, shown, total, directory, onTexto, onClear, children }: Props) {
  const t = useTranslations('History');
  const labels = useEventLabels();
  const formats = useFormats();
  const [texto, setTexto] = useState(refinements.texto ?? '');
  useEffect(() => {
    if (texto === (refinements.texto ?? '')) return;
    const timer = setTimeout(() => onTexto(texto.trim() || undefined), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [texto, refinements.texto, onTexto]);

  const chips = (['dia', 'vehiculo', 'tipo'] as const).flatMap((chart) => {
    const value = refinements[chart];
    return value ? [{ chart, label: chipLabel(chart, value, { t, labels, directory, dayOf: (dia) => formats.date(parseApiDateTime(dia) ?? 0) }) }] : [];
  });

  return (
    <div className="flex flex-wrap items-center gap-2">
      <input
        type="search"
        value={texto}
        onChange={(e) => setTexto(e.target.value)}
        placeholder={t('resultsPlaceholder')}
        aria-label={t('resultsSearch')}
        className="w-80 rounded border border-slate-300 px-2 py-1 text-sm"
      />
      {chips.map(({ chart, label }) => (
        <button
          key={chart}
          type="button"
          onClick={() => onClear(chart)}
          className="rounded-full bg-sky-100 px-2 py-0.5 text-xs text-sky-900 hover:bg-sky-200"
          aria-label={t('removeFilter', { label })}
        >
          {label} ✕
        </button>
      ))}
      <span className="text-sm text-slate-600" data-testid="cantidad-filas">
        {shown === total ? t('count', { total }) : t('countOf', { shown, total })}
      </span>
      <span className="ml-auto">{children}</span>
    </div>
  );
}
