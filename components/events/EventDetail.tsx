'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { eventReplayHref } from '@/lib/client/events/event-replay-link';
import { useEventLabels } from '@/lib/client/events/event-labels';
import type { VehicleInfo } from '@/lib/client/events/vehicle-directory';
import { useFormats } from '@/lib/client/format/use-formats';
import { usePlacePhrase } from '@/lib/client/use-place-phrase';
import { isTipoCritico } from '@/lib/fleet/catalog';
import { isInputEvent, type Evento } from '@/lib/fleet/schemas/evento';
import { CategoryIcon } from './CategoryIcon';
import { EventLocationMap } from './EventLocationMap';

interface Props {
  evento: Evento;
  vehicle: VehicleInfo | undefined;
  now: number;
  onClose: () => void;
}

/** One event in full: where it happened on a map, its details, and the route replay at that moment. */
export function EventDetail({ evento, vehicle, now, onClose }: Props) {
  const t = useTranslations('Event');
  const noData = useTranslations('Common')('noData');
  const labels = useEventLabels();
  const formats = useFormats();
  const located = evento.latitud !== null && evento.longitud !== null;
  const place = usePlacePhrase(located ? { latitud: evento.latitud!, longitud: evento.longitud! } : null);
  const fields: [string, string][] = [
    [t('when'), t('whenValue', { time: formats.dateTimeSeconds(Date.parse(evento.fecha)) })],
    [t('vehicle'), `${vehicle?.etiqueta ?? evento.vehiculo}${evento.patente ? ` · ${evento.patente}` : ''}`],
    [t('client'), vehicle?.clienteNombre ?? '—'],
    [t('category'), labels.category(evento.categoria)],
    [t('description'), evento.descripcion],
    [t('speed'), evento.velocidad_kmh === null ? noData : formats.speed(evento.velocidad_kmh)],
    // Decimal degrees as GPS tools take them (a decimal comma would be read as the separator).
    [t('position'), located ? `${evento.latitud}, ${evento.longitud}` : noData],
  ];
  if (place) fields.push([t('place'), place]);
  if (isInputEvent(evento.tipo)) {
    fields.push([t('input'), String(evento.entrada ?? '—')], [t('sensor'), evento.sensor?.replaceAll('_', ' ') ?? t('notReported')]);
  }
  return (
    <aside aria-label={t('detail')} className="flex flex-col gap-3 rounded border border-slate-200 bg-white p-3" data-testid="detalle-evento">
      <header className="flex items-start gap-2">
        <CategoryIcon categoria={evento.categoria} />
        <h2 className={`flex-1 font-semibold ${isTipoCritico(evento.tipo) ? 'text-red-800' : 'text-slate-900'}`}>{labels.type(evento.tipo)}</h2>
        <button type="button" onClick={onClose} aria-label={t('close')} className="rounded px-2 text-slate-500 hover:bg-slate-100">
          ✕
        </button>
      </header>
      <EventLocationMap evento={evento} />
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        {fields.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-500">{label}</dt>
            <dd className="text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <Link
        href={eventReplayHref(evento, now)}
        className="rounded bg-sky-700 px-3 py-1.5 text-center text-sm font-medium text-white hover:bg-sky-800"
      >
        {t('replayAtMoment')}
      </Link>
    </aside>
  );
}
