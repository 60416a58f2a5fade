'use client';

import { memo } from 'react';
import type { Formats } from '@/lib/client/format/formats';
import type { CellKind, CellValue, ReportColumn } from '@/lib/client/reports/columns';
import { usePlacePhrase } from '@/lib/client/use-place-phrase';

const dayStart = (dia: string) => Date.parse(`${dia}T00:00:00-03:00`);

/** A cell's value as people read it, in the page's language and Argentina time; `—` when there is none. */
export function formatCell(kind: CellKind, value: CellValue, formats: Formats): string {
  if (value === null) return '—';
  if (typeof value === 'string') return kind === 'day' ? formats.date(dayStart(value)) : value;
  switch (kind) {
    case 'integer':
      return formats.integer(value);
    case 'decimal':
      return formats.decimal(value, 1);
    case 'km':
      return formats.km(value);
    case 'speed':
      return formats.speed(value);
    case 'duration':
      return formats.duration(value);
    case 'dateTime':
      return formats.dateTime(value);
    case 'ratio':
      return `${formats.integer(value * 100)} %`;
    default:
      return String(value);
  }
}

const PlaceText = memo(function PlaceText({ lat, lon }: { lat: number; lon: number }) {
  const place = usePlacePhrase({ latitud: lat, longitud: lon });
  return <>{place ?? `${lat.toFixed(4)}, ${lon.toFixed(4)}`}</>;
});

const ALIGN_LEFT: ReadonlySet<CellKind> = new Set(['text', 'place', 'dateTime', 'day']);

/** One cell of a report table, drawn from its column's definition. */
export function ReportCell<T>({ column, row, formats }: { column: ReportColumn<T>; row: T; formats: Formats }) {
  const align = ALIGN_LEFT.has(column.kind) ? 'text-left' : 'text-right tabular-nums';
  if (column.kind === 'place' && column.point) {
    const { latitud, longitud } = column.point(row);
    return (
      <td role="cell" className={`truncate px-2 print:whitespace-normal ${align}`}>
        <PlaceText lat={latitud} lon={longitud} />
      </td>
    );
  }
  const text = formatCell(column.kind, column.value(row), formats);
  return (
    <td role="cell" className={`truncate px-2 print:whitespace-normal ${align}`} title={column.kind === 'text' ? text : undefined}>
      {text}
    </td>
  );
}
