'use client';

import { useTranslations } from 'next-intl';
import { memo, type Ref } from 'react';
import type { LiveEntry } from '@/lib/client/events/live-event-buffer';
import { useEventLabels } from '@/lib/client/events/event-labels';
import { useFormats } from '@/lib/client/format/use-formats';
import { eventVehicleLabel, type VehicleInfo } from '@/lib/client/events/vehicle-directory';
import { isTipoCritico, tipoLabel } from '@/lib/fleet/catalog';
import { formatElapsed } from '@/lib/client/format/formats';
import { isInputEvent } from '@/lib/fleet/schemas/evento';
import { CategoryIcon } from './CategoryIcon';

interface Props {
  /** For the virtual list to measure the item. */
  ref: Ref<HTMLLIElement>;
  /** Its place in the whole feed, of `total`, for the virtual list and for assistive technology. */
  index: number;
  total: number;
  entry: LiveEntry;
  vehicle: VehicleInfo | undefined;
  now: number;
  selected: boolean;
  onSelect: (entry: LiveEntry) => void;
}

const elapsed = (ms: number, now: number) => formatElapsed(now - ms);

/** A live event flashes for its first seconds on screen. */
const isFresh = (entry: LiveEntry, now: number) => entry.recibido !== null && now - entry.recibido < 10_000;

/**
 * The feed's clock ticks for all of its items in view at once: an item renders again only when
 * what it shows changes (its "hace …", its flash), not on every tick beside a busy live map.
 */
function showsTheSame(a: Props, b: Props): boolean {
  return (
    a.ref === b.ref &&
    a.index === b.index &&
    a.total === b.total &&
    a.entry === b.entry &&
    a.vehicle === b.vehicle &&
    a.selected === b.selected &&
    a.onSelect === b.onSelect &&
    isFresh(a.entry, a.now) === isFresh(b.entry, b.now) &&
    // The words around it are the same for both: the elapsed time alone tells whether the text changes.
    elapsed(a.entry.ms, a.now) === elapsed(b.entry.ms, b.now)
  );
}

/** One event of the live feed: what, which vehicle, when (relative and exact), and input details. */
export const LiveFeedItem = memo(function LiveFeedItem({ ref, index, total, entry, vehicle, now, selected, onSelect }: Props) {
  const t = useTranslations('Feed');
  const common = useTranslations('Common');
  const formats = useFormats();
  const labels = useEventLabels();
  const { evento } = entry;
  const critical = isTipoCritico(evento.tipo);
  const fresh = isFresh(entry, now);
  const label = labels.type(evento.tipo);
  const exact = formats.dateTimeSeconds(entry.ms);
  return (
    <li
      ref={ref}
      data-index={index}
      aria-posinset={index + 1}
      aria-setsize={total}
      // Its own border, not one between items: an item's height must not depend on whether it is the last one rendered.
      className="absolute inset-x-0 top-0 border-b border-slate-100"
      data-testid="evento-en-vivo"
      data-evento-id={evento.id}
      data-tipo={evento.tipo}
      data-critico={critical || undefined}
      data-reciente={entry.recibido === null || undefined}
    >
      <button
        type="button"
        onClick={() => onSelect(entry)}
        aria-pressed={selected}
        className={[
          'flex w-full gap-3 border-l-4 px-3 py-2 text-left transition-colors hover:bg-slate-100',
          critical ? 'border-red-600 bg-red-50' : 'border-transparent',
          selected ? 'ring-2 ring-inset ring-sky-500' : '',
          fresh ? 'animate-llegada' : '',
        ].join(' ')}
      >
        <CategoryIcon categoria={evento.categoria} />
        <span className="min-w-0 flex-1">
          <span className="flex items-baseline justify-between gap-2">
            <span className={`truncate font-medium ${critical ? 'text-red-800' : 'text-slate-900'}`}>
              {critical && <span className="mr-1 rounded bg-red-600 px-1 text-[10px] font-bold text-white">{t('critical')}</span>}
              {label}
            </span>
            <time dateTime={evento.fecha} title={exact} className="shrink-0 text-xs text-slate-600">
              {common('ago', { elapsed: formats.elapsed(now - entry.ms) })}
            </time>
          </span>
          <span className="block truncate text-sm text-slate-700">
            {eventVehicleLabel(evento, vehicle)}
            {vehicle?.patente && vehicle.patente !== vehicle.etiqueta && <span className="text-slate-600"> · {vehicle.patente}</span>}
            <span className="text-xs text-slate-600"> · {exact}</span>
          </span>
          {evento.descripcion !== tipoLabel(evento.tipo) && <span className="block text-xs text-slate-600">{evento.descripcion}</span>}
          {isInputEvent(evento.tipo) && <InputDetail entrada={evento.entrada} sensor={evento.sensor} />}
        </span>
      </button>
    </li>
  );
}, showsTheSame);

function InputDetail({ entrada, sensor }: { entrada: number | undefined; sensor: string | null | undefined }) {
  const t = useTranslations('Feed');
  return (
    <span className="mt-0.5 block text-xs text-slate-600">
      {t('input', { entrada: entrada ?? '—', sensor: sensor ? sensor.replaceAll('_', ' ') : t('notReported') })}
    </span>
  );
}
