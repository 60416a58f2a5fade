'use client';

import { RANGE_PRESET_IDS, RANGE_PRESET_LABELS, resolveRangeChoice, type RangePresetId } from '@/lib/client/events/range-presets';
import { HISTORY_WINDOW_MS } from '@/lib/fleet/range';
import { formatApiDateTime } from '@/lib/fleet/time';

export interface RangeValue {
  rango?: RangePresetId;
  desde?: string;
  hasta?: string;
}

/** `2026-11-22T09:56`: Argentina wall time, the value format of a datetime-local input. */
function wallTime(epochMs: number): string {
  return formatApiDateTime(epochMs).slice(0, 16);
}

/** A preset, or two Argentina date-times anywhere in the last 90 days. */
export function RangeFields({ value, now, onChange }: { value: RangeValue; now: number; onChange: (value: RangeValue) => void }) {
  const preset = value.rango ?? '24h';

  const choosePreset = (rango: RangePresetId) => {
    if (rango !== 'personalizado') return onChange({ rango });
    // Start the custom range from what the previous preset meant, so it only needs adjusting.
    const current = resolveRangeChoice({ rango: preset }, now);
    const range = current.ok ? current.range : { desde: now - 86_400_000, hasta: now };
    onChange({ rango, desde: wallTime(range.desde), hasta: wallTime(range.hasta) });
  };

  return (
    <div className="flex flex-wrap items-end gap-2">
      <label className="flex flex-col text-xs text-slate-500">
        Período
        <select
          value={preset}
          onChange={(e) => choosePreset(e.target.value as RangePresetId)}
          className="rounded border border-slate-300 bg-white px-2 py-1.5 text-sm text-slate-900"
        >
          {RANGE_PRESET_IDS.map((id) => (
            <option key={id} value={id}>
              {RANGE_PRESET_LABELS[id]}
            </option>
          ))}
        </select>
      </label>
      {preset === 'personalizado' && (
        <>
          <label className="flex flex-col text-xs text-slate-500">
            Desde (hora de Argentina)
            <input
              type="datetime-local"
              value={value.desde ?? ''}
              min={wallTime(now - HISTORY_WINDOW_MS)}
              max={wallTime(now)}
              onChange={(e) => onChange({ ...value, desde: e.target.value })}
              className="rounded border border-slate-300 px-2 py-1 text-sm text-slate-900"
            />
          </label>
          <label className="flex flex-col text-xs text-slate-500">
            Hasta (hora de Argentina)
            <input
              type="datetime-local"
              value={value.hasta ?? ''}
              min={wallTime(now - HISTORY_WINDOW_MS)}
              max={wallTime(now)}
              onChange={(e) => onChange({ ...value, hasta: e.target.value })}
              className="rounded border border-slate-300 px-2 py-1 text-sm text-slate-900"
            />
          </label>
        </>
      )}
    </div>
  );
}
