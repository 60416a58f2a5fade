'use client';

import { useState } from 'react';
import type { TimeRange } from '@/lib/fleet/range';
import {
  RANGE_PRESETS,
  checkReplayRange,
  countRangeParts,
  earliestRangeStart,
  fromDateTimeLocal,
  presetRangeNow,
  toDateTimeLocal,
} from '@/lib/client/replay/replay-range';

type Props = {
  value: TimeRange | null;
  onApply: (range: TimeRange) => void;
  /** The clock for validation and the inputs' limits: the page's, so server and browser render alike. */
  now: number;
};

/**
 * Presets in Argentina days, or any range in the last 90 days. The API's range rules are
 * checked here, so an invalid range is explained before any request is made.
 */
export function RangePicker({ value, onApply, now }: Props) {
  const [desdeText, setDesdeText] = useState(value ? toDateTimeLocal(value.desde) : '');
  const [hastaText, setHastaText] = useState(value ? toDateTimeLocal(value.hasta) : '');
  const desde = fromDateTimeLocal(desdeText);
  const hasta = fromDateTimeLocal(hastaText);
  const draft = desde !== null && hasta !== null ? { desde, hasta } : null;
  const check = draft ? checkReplayRange(draft, now) : null;
  const parts = check?.ok ? countRangeParts(check) : 0;
  const unchanged = draft !== null && value !== null && draft.desde === value.desde && draft.hasta === value.hasta;

  const applyPreset = (id: (typeof RANGE_PRESETS)[number]['id']) => {
    const range = presetRangeNow(id);
    setDesdeText(toDateTimeLocal(range.desde));
    setHastaText(toDateTimeLocal(range.hasta));
    onApply(range);
  };

  return (
    <form
      className="flex flex-wrap items-end gap-2"
      aria-label="Rango de fechas"
      onSubmit={(e) => {
        e.preventDefault();
        if (check?.ok) onApply({ desde: check.desde, hasta: check.hasta });
      }}
    >
      <div className="flex gap-1" role="group" aria-label="Rangos rápidos">
        {RANGE_PRESETS.map((p) => (
          <button key={p.id} type="button" onClick={() => applyPreset(p.id)} className="rounded border border-slate-300 bg-white px-2 py-1 text-sm hover:bg-slate-50">
            {p.label}
          </button>
        ))}
      </div>
      <label className="text-xs font-medium text-slate-600">
        Desde
        <input
          type="datetime-local"
          value={desdeText}
          min={toDateTimeLocal(earliestRangeStart(now))}
          onChange={(e) => setDesdeText(e.target.value)}
          className="mt-0.5 block rounded border border-slate-300 px-1.5 py-0.5 text-sm"
        />
      </label>
      <label className="text-xs font-medium text-slate-600">
        Hasta
        <input
          type="datetime-local"
          value={hastaText}
          onChange={(e) => setHastaText(e.target.value)}
          className="mt-0.5 block rounded border border-slate-300 px-1.5 py-0.5 text-sm"
        />
      </label>
      <button type="submit" disabled={!check?.ok || unchanged} className="rounded bg-slate-900 px-3 py-1 text-sm font-medium text-white disabled:opacity-40">
        Ver recorrido
      </button>
      <p className="basis-full text-xs text-slate-500" aria-live="polite">
        {draft === null && 'Elegí un rango o escribí desde y hasta (hora de Argentina).'}
        {check && !check.ok && (
          <span role="alert" className="text-red-700">
            Rango inválido: {check.mensaje}
          </span>
        )}
        {check?.ok && `Hora de Argentina. ${parts > 1 ? `Más de 7 días: se consultará en ${parts} partes.` : 'Una consulta.'}`}
      </p>
    </form>
  );
}
