'use client';

import Link from 'next/link';
import { categoryName } from '@/lib/client/events/category-name';
import { eventReplayHref } from '@/lib/client/events/event-replay-link';
import type { VehicleInfo } from '@/lib/client/events/vehicle-directory';
import { isTipoCritico, tipoLabel } from '@/lib/fleet/catalog';
import { isInputEvent, type Evento } from '@/lib/fleet/schemas/evento';
import { formatArgentinaDateTime } from '@/lib/client/argentina-clock';
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
  const fields: [string, string][] = [
    ['Fecha y hora', `${formatArgentinaDateTime(Date.parse(evento.fecha))} (hora de Argentina)`],
    ['Vehículo', `${vehicle?.etiqueta ?? evento.vehiculo}${evento.patente ? ` · ${evento.patente}` : ''}`],
    ['Cliente', vehicle?.clienteNombre ?? '—'],
    ['Categoría', categoryName(evento.categoria)],
    ['Descripción', evento.descripcion],
    ['Velocidad', evento.velocidad_kmh === null ? 'sin dato' : `${evento.velocidad_kmh} km/h`],
    ['Posición', evento.latitud === null || evento.longitud === null ? 'sin dato' : `${evento.latitud}, ${evento.longitud}`],
  ];
  if (isInputEvent(evento.tipo)) {
    fields.push(['Entrada', String(evento.entrada ?? '—')], ['Sensor', evento.sensor?.replaceAll('_', ' ') ?? 'no informado']);
  }
  return (
    <aside aria-label="Detalle del evento" className="flex flex-col gap-3 rounded border border-slate-200 bg-white p-3" data-testid="detalle-evento">
      <header className="flex items-start gap-2">
        <CategoryIcon categoria={evento.categoria} />
        <h2 className={`flex-1 font-semibold ${isTipoCritico(evento.tipo) ? 'text-red-800' : 'text-slate-900'}`}>
          {tipoLabel(evento.tipo)}
        </h2>
        <button type="button" onClick={onClose} aria-label="Cerrar detalle" className="rounded px-2 text-slate-500 hover:bg-slate-100">
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
        Ver el recorrido en ese momento
      </Link>
    </aside>
  );
}
