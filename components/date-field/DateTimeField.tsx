'use client';

import { useLocale, useTranslations } from 'next-intl';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { fleetNow } from '@/lib/client/fleet-clock';
import { useFormats } from '@/lib/client/format/use-formats';
import { formatDateTimeText, parseDateTimeText, withDay, type DateTimeText } from '@/lib/client/date-input/date-time-text';
import { APP_TIME_ZONE } from '@/i18n/locales';

// The calendar (react-day-picker and its date library) loads the first time someone opens it.
const CalendarDialog = lazy(() => import('./CalendarDialog').then((m) => ({ default: m.CalendarDialog })));

export interface DateTimeFieldProps {
  label: string;
  /** The instant in force (Argentina time), or null. */
  value: number | null;
  /** Every edit: the instant typed, or null when the field is empty or says something invalid (`invalid`). */
  onChange: (value: number | null, invalid: boolean) => void;
  /** The earliest and latest instants the field takes. */
  min?: number;
  max?: number;
  /** `HH:mm`: the time of a date typed or picked alone. */
  defaultTime?: string;
  /** What is wrong with the value beyond the field itself (e.g. a range whose start is after its end). */
  problem?: string | null;
  /** Whole Argentina days: no time typed or shown, the value is the day's 00:00 (and `min`/`max` days' 00:00 too). */
  dayOnly?: boolean;
  className?: string;
}

type Problem = Exclude<DateTimeText, { ok: true }> | { ok: false; problem: 'tooEarly' } | { ok: false; problem: 'tooLate' };

/**
 * A date and time typed (or picked on a calendar) in the app's language and format, whatever the
 * browser's language, always in Argentina time. A date that does not exist (31/02) or one outside
 * the limits is explained next to the field, and the field says it is invalid.
 */
export function DateTimeField({ label, value, onChange, min, max, defaultTime = '00:00', problem, dayOnly = false, className = '' }: DateTimeFieldProps) {
  const locale = useLocale();
  const t = useTranslations('DateField');
  const formats = useFormats();
  const id = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [text, setText] = useState(() => (value === null ? '' : formatDateTimeText(value, locale, dayOnly)));
  const [shownFor, setShownFor] = useState({ value, locale });
  const [touched, setTouched] = useState(false);
  const [calendarOpen, setCalendarOpen] = useState(false);
  // A value set from outside (a preset) or a change of language rewrites the text (adjusted while rendering).
  if (shownFor.value !== value || shownFor.locale !== locale) {
    setShownFor({ value, locale });
    const typed = parseDateTimeText(text, locale, defaultTime, dayOnly);
    const sameInstant = typed?.ok && typed.epochMs === value && shownFor.locale === locale;
    if (!sameInstant && (value !== null || typed?.ok)) setText(value === null ? '' : formatDateTimeText(value, locale, dayOnly));
  }

  const check = (typed: string): Problem | { ok: true; epochMs: number } | null => {
    const read = parseDateTimeText(typed, locale, defaultTime, dayOnly);
    if (!read?.ok) return read;
    if (min !== undefined && read.epochMs < min) return { ok: false, problem: 'tooEarly' };
    if (max !== undefined && read.epochMs > max) return { ok: false, problem: 'tooLate' };
    return read;
  };
  const edit = (typed: string) => {
    setText(typed);
    const read = check(typed);
    const reported = read?.ok ? read.epochMs : null;
    // The value this edit hands up is the text's own: it must not rewrite (or wipe) what was typed.
    setShownFor({ value: reported, locale });
    onChange(reported, read !== null && !read.ok);
  };

  const pattern = dayOnly ? t('dayPattern') : t('pattern');
  const writeLimit = dayOnly ? formats.date : formats.dateTime;
  const read = check(text);
  // A half-typed date is not an error yet: format problems show once the person leaves the field.
  const fieldProblem = read && !read.ok && (touched || read.problem !== 'format') ? read : null;
  const message = fieldProblem ? explain(fieldProblem) : (problem ?? null);
  const messageId = `${id}-mensaje`;

  function explain(p: Problem): string {
    switch (p.problem) {
      case 'format':
        return t('format', { pattern, example: formatDateTimeText(value ?? max ?? fleetNow(), locale, dayOnly) });
      case 'noSuchMonth':
        return t('noSuchMonth', { month: p.month });
      case 'noSuchDay': {
        const monthName = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' }).format(Date.UTC(p.year, p.month - 1, 1));
        return t('noSuchDay', { day: p.day, month: p.month, year: String(p.year), monthName, days: p.daysInMonth });
      }
      case 'noSuchTime':
        return t('noSuchTime');
      case 'tooEarly':
        return t('tooEarly', { min: writeLimit(min ?? 0) });
      case 'tooLate':
        return t('tooLate', { max: writeLimit(max ?? 0) });
    }
  }

  return (
    <div className={`flex flex-col text-xs font-medium text-slate-600 ${className}`}>
      <label htmlFor={id}>
        {label} <span className="font-normal text-slate-500">({dayOnly ? t('argentinaDay') : t('argentinaTime')})</span>
      </label>
      <div className="mt-0.5 flex">
        <input
          id={id}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          spellCheck={false}
          value={text}
          placeholder={pattern}
          onChange={(e) => edit(e.target.value)}
          onBlur={() => setTouched(true)}
          aria-invalid={message !== null || undefined}
          aria-describedby={message ? messageId : undefined}
          className={`${dayOnly ? 'w-28' : 'w-44'} rounded-l border px-1.5 py-1 font-mono text-sm text-slate-900 ${message ? 'border-red-500' : 'border-slate-300'}`}
        />
        <button
          ref={buttonRef}
          type="button"
          aria-haspopup="dialog"
          aria-expanded={calendarOpen}
          aria-label={t('openCalendar', { label })}
          onClick={() => setCalendarOpen(true)}
          className="rounded-r border border-l-0 border-slate-300 bg-white px-2 text-slate-700 hover:bg-slate-50"
        >
          <CalendarIcon />
        </button>
      </div>
      <p id={messageId} aria-live="polite" className="min-h-0 max-w-64 text-xs font-normal text-red-700" data-testid="fecha-mensaje">
        {message}
      </p>
      {calendarOpen && (
        <Suspense fallback={null}>
          <CalendarDialog
            label={t('calendar', { label })}
            locale={locale}
            timeZone={APP_TIME_ZONE}
            selected={read?.ok ? read.epochMs : value}
            min={min}
            max={max}
            onPick={(day) => {
              edit(withDay(text, day, locale, defaultTime, dayOnly));
              setTouched(true);
            }}
            onClose={() => {
              setCalendarOpen(false);
              buttonRef.current?.focus();
            }}
          />
        </Suspense>
      )}
    </div>
  );
}

function CalendarIcon() {
  return (
    <svg viewBox="0 0 24 24" width={16} height={16} fill="none" stroke="currentColor" strokeWidth={2} aria-hidden="true">
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M3 10h18M8 3v4M16 3v4" />
    </svg>
  );
}
