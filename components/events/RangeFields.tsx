'use client';

import { useTranslations } from 'next-intl';
import { DateTimeField } from '@/components/date-field/DateTimeField';
import { RANGE_PRESET_IDS, resolveRangeChoice, type RangePresetId } from '@/lib/client/events/range-presets';
import { HISTORY_WINDOW_MS } from '@/lib/fleet/range';
import { formatApiDateTime, parseApiDateTime } from '@/lib/fleet/time';

export interface RangeValue {
  rango?: RangePresetId;
  desde?: string;
  hasta?: string;
}

/** `2026-11-22T09:56`: Argentina wall time, as the page's URL keeps a custom range. */
function wallTime(epochMs: number): string {
  return formatApiDateTime(epochMs).slice(0, 16);
}

const instant = (wall: string | undefined) => (wall ? parseApiDateTime(wall) : null);

/** A preset, or two Argentina date-times anywhere in the last 90 days, typed or picked in the app's own fields. */
export function RangeFields({ value, now, onChange }: { value: RangeValue; now: number; onChange: (value: RangeValue) => void }) {
  const t = useTranslations('History');
  const ranges = useTranslations('Ranges');
  const preset = value.rango ?? '24h';

  const choosePreset = (rango: RangePresetId) => {
    if (rango !== 'personalizado') return onChange({ rango });
    // Start the custom range from what the previous preset meant, so it only needs adjusting.
    const current = resolveRangeChoice({ rango: preset }, now);
    const range = current.ok ? current.range : { desde: now - 86_400_000, hasta: now };
    onChange({ rango, desde: wallTime(range.desde), hasta: wallTime(range.hasta) });
  };
  const setField = (field: 'desde' | 'hasta') => (epochMs: number | null) =>
    onChange({ ...value, [field]: epochMs === null ? undefined : wallTime(epochMs) });

  return (
    <div className="flex flex-wrap items-start gap-2">
      <label className="flex flex-col text-xs text-slate-500">
        {t('period')}
        <select
          value={preset}
          onChange={(e) => choosePreset(e.target.value as RangePresetId)}
          className="rounded border border-slate-300 bg-white px-2 py-1.5 text-sm text-slate-900"
        >
          {RANGE_PRESET_IDS.map((id) => (
            <option key={id} value={id}>
              {ranges(`presets.${id}`)}
            </option>
          ))}
        </select>
      </label>
      {preset === 'personalizado' && (
        <>
          <DateTimeField label={t('from')} value={instant(value.desde)} onChange={setField('desde')} min={now - HISTORY_WINDOW_MS} />
          <DateTimeField label={t('to')} value={instant(value.hasta)} onChange={setField('hasta')} min={now - HISTORY_WINDOW_MS} defaultTime="23:59" />
        </>
      )}
    </div>
  );
}
