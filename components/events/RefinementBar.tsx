'use client';

import { useEffect, useState } from 'react';
import type { ChartRefinement, Refinements } from '@/lib/client/events/refine-rows';
import type { VehicleDirectory } from '@/lib/client/events/vehicle-directory';
import { tipoLabel } from '@/lib/fleet/catalog';

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

function chipLabel(chart: ChartRefinement, value: string, directory: VehicleDirectory): string {
  if (chart === 'dia') return `Día ${value.split('-').reverse().join('/')}`;
  if (chart === 'vehiculo') return `Vehículo ${directory.get(value)?.etiqueta ?? value}`;
  return `Tipo ${tipoLabel(value)}`;
}

/** Free-text search and the chart picks in force, each removable, with how many rows remain. */
export function RefinementBar({ refinements, shown, total, directory, onTexto, onClear, children }: Props) {
  const [texto, setTexto] = useState(refinements.texto ?? '');
  useEffect(() => {
    if (texto === (refinements.texto ?? '')) return;
    const timer = setTimeout(() => onTexto(texto.trim() || undefined), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [texto, refinements.texto, onTexto]);

  const chips = (['dia', 'vehiculo', 'tipo'] as const).flatMap((chart) => {
    const value = refinements[chart];
    return value ? [{ chart, label: chipLabel(chart, value, directory) }] : [];
  });

  return (
    <div className="flex flex-wrap items-center gap-2">
      <input
        type="search"
        value={texto}
        onChange={(e) => setTexto(e.target.value)}
        placeholder="Buscar en los resultados (patente, cliente, descripción…)"
        aria-label="Buscar en los resultados"
        className="w-80 rounded border border-slate-300 px-2 py-1 text-sm"
      />
      {chips.map(({ chart, label }) => (
        <button
          key={chart}
          type="button"
          onClick={() => onClear(chart)}
          className="rounded-full bg-sky-100 px-2 py-0.5 text-xs text-sky-900 hover:bg-sky-200"
          aria-label={`Quitar filtro: ${label}`}
        >
          {label} ✕
        </button>
      ))}
      <span className="text-sm text-slate-600" data-testid="cantidad-filas">
        {shown === total ? `${total.toLocaleString('es-AR')} eventos` : `${shown.toLocaleString('es-AR')} de ${total.toLocaleString('es-AR')} eventos`}
      </span>
      <span className="ml-auto">{children}</span>
    </div>
  );
}
