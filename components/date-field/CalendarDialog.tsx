'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { DayPicker, TZDate } from 'react-day-picker';
import { enUS, es } from 'react-day-picker/locale';
import type { AppLocale } from '@/i18n/locales';
import { argentinaDay } from '@/lib/fleet/time';

interface Props {
  label: string;
  locale: AppLocale;
  timeZone: string;
  /** The instant the field holds, whose day the calendar opens on. */
  selected: number | null;
  min?: number;
  max?: number;
  /** A day was chosen: `yyyy-mm-dd`, an Argentina calendar day. */
  onPick: (day: string) => void;
  onClose: () => void;
}

const DAY_PICKER_LOCALE = { 'es-AR': es, en: enUS } as const;

/**
 * The WAI-ARIA date picker dialog: a modal dialog holding react-day-picker's month grid, where
 * arrow keys move by day and week, Page Up/Down by month, Home/End to the week's ends, Enter
 * picks, Escape closes; focus returns to the button that opened it. Days are Argentina's.
 */
export function CalendarDialog({ label, locale, timeZone, selected, min, max, onPick, onClose }: Props) {
  const t = useTranslations('DateField');
  const dialogRef = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);
  const day = (epochMs: number) => new TZDate(epochMs, timeZone);
  const chosen = selected === null ? undefined : day(selected);
  const disabled = [...(min === undefined ? [] : [{ before: day(min) }]), ...(max === undefined ? [] : [{ after: day(max) }])];

  return (
    <dialog
      ref={dialogRef}
      aria-label={label}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onClick={(e) => {
        // A click on the backdrop (the dialog element itself, outside its box) closes it.
        if (e.target === dialogRef.current) onClose();
      }}
      className="m-auto rounded-lg border border-slate-300 bg-white p-3 text-sm text-slate-900 shadow-xl backdrop:bg-slate-900/20"
      data-testid="calendario"
    >
      <DayPicker
        mode="single"
        locale={DAY_PICKER_LOCALE[locale]}
        timeZone={timeZone}
        selected={chosen}
        defaultMonth={chosen ?? (max === undefined ? undefined : day(max))}
        startMonth={min === undefined ? undefined : day(min)}
        endMonth={max === undefined ? undefined : day(max)}
        disabled={disabled}
        autoFocus
        labels={{ labelPrevious: () => t('previousMonth'), labelNext: () => t('nextMonth') }}
        onSelect={(date) => {
          if (!date) return;
          onPick(argentinaDay(date.getTime()));
          onClose();
        }}
        classNames={{
          months: 'relative',
          nav: 'absolute right-0 top-0 flex gap-1',
          button_previous: 'rounded px-2 py-0.5 hover:bg-slate-100 disabled:opacity-30',
          button_next: 'rounded px-2 py-0.5 hover:bg-slate-100 disabled:opacity-30',
          chevron: 'size-4 fill-current',
          month_caption: 'mb-2 h-7 font-semibold capitalize',
          weekday: 'w-9 pb-1 text-xs font-medium text-slate-500',
          day: 'p-0 text-center',
          day_button:
            'size-9 rounded tabular-nums hover:bg-sky-100 focus-visible:outline-2 focus-visible:outline-sky-600 disabled:cursor-not-allowed disabled:text-slate-300 disabled:hover:bg-transparent',
          selected: '[&>button]:bg-sky-700 [&>button]:text-white',
          today: 'font-bold text-sky-800',
          outside: 'text-slate-400',
        }}
      />
      <div className="mt-2 flex justify-end">
        <button type="button" onClick={onClose} className="rounded border border-slate-300 px-3 py-1 hover:bg-slate-100">
          {t('close')}
        </button>
      </div>
    </dialog>
  );
}
