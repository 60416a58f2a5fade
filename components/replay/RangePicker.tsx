'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { DateTimeField } from '@/components/date-field/DateTimeField';
import type { TimeRange } from '@/lib/fleet/range';
import { RANGE_PRESETS, checkReplayRange, countRangeParts, earliestRangeStart, presetRangeNow } from '@/lib/client/replay/replay-range';

type Props = {
  value: TimeRange | null;
  onApply: (range: TimeRange) => void;
  /** The clock for validation and the fields' limits: the page's, so server and browser render alike. */
  now: number;
};

type Draft = { desde: number | null; hasta: number | null; invalid: { desde: boolean; hasta: boolean } };

/**
 * Presets in Argentina days, or any range in the last 90 days typed or picked in the app's own date
 * fields. The API's range rules are checked here, so an invalid range is explained before any request.
 */
export function RangePicker({ value, onApply, now }: Props) {
  const t = useTranslations('RangePicker');
  const ranges = useTranslations('Ranges');
  const [draft, setDraft] = useState<Draft>({
    desde: value?.desde ?? null,
    hasta: value?.hasta ?? null,
    invalid: { desde: false, hasta: false },
  });
  const { desde, hasta } = draft;
  const complete = desde !== null && hasta !== null && !draft.invalid.desde && !draft.invalid.hasta;
  const check = complete ? checkReplayRange({ desde, hasta }, now) : null;
  const parts = check?.ok ? countRangeParts(check) : 0;
  const unchanged = value !== null && desde === value.desde && hasta === value.hasta;
  const problem = check && !check.ok ? t('invalid', { reason: ranges(`problems.${check.problem}`) }) : null;

  const setField = (field: 'desde' | 'hasta') => (epochMs: number | null, invalid: boolean) =>
    setDraft((d) => ({ ...d, [field]: epochMs, invalid: { ...d.invalid, [field]: invalid } }));

  const applyPreset = (id: (typeof RANGE_PRESETS)[number]) => {
    const range = presetRangeNow(id);
    setDraft({ ...range, invalid: { desde: false, hasta: false } });
    onApply(range);
  };

  return (
    <form
      className="flex flex-wrap items-start gap-2"
      aria-label={t('form')}
      onSubmit={(e) => {
        e.preventDefault();
        if (check?.ok) onApply({ desde: check.desde, hasta: check.hasta });
      }}
    >
      <div className="flex gap-1 self-end" role="group" aria-label={t('quick')}>
        {RANGE_PRESETS.map((id) => (
          <button key={id} type="button" onClick={() => applyPreset(id)} className="rounded border border-slate-300 bg-white px-2 py-1 text-sm hover:bg-slate-50">
            {ranges(`presets.${id}`)}
          </button>
        ))}
      </div>
      <DateTimeField label={t('from')} value={desde} onChange={setField('desde')} min={earliestRangeStart(now)} max={now} />
      <DateTimeField label={t('to')} value={hasta} onChange={setField('hasta')} min={earliestRangeStart(now)} defaultTime="23:59" problem={problem} />
      <button type="submit" disabled={!check?.ok || unchanged} className="mt-4 rounded bg-slate-900 px-3 py-1 text-sm font-medium text-white disabled:opacity-40">
        {t('apply')}
      </button>
      <p className="basis-full text-xs text-slate-500" aria-live="polite">
        {desde === null && hasta === null && t('hint')}
        {check?.ok && (parts > 1 ? t('parts', { parts }) : t('oneQuery'))}
      </p>
    </form>
  );
}
