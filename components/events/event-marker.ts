import type { EventMarker } from '@/components/map/EventMarkerLayer';
import type { EventLabels } from '@/lib/client/events/event-labels';
import type { Formats } from '@/lib/client/format/formats';
import { tipoLabel } from '@/lib/fleet/catalog';
import type { Evento } from '@/lib/fleet/schemas/evento';
import { categoryStyle } from '@/lib/client/category-palette';

/**
 * How an event is pointed at on a map: its category's colour, what happened (with the device's
 * own description when it says more than the catalog's), which vehicle and when. Null when the
 * device did not report where it was.
 */
export function eventMarker(evento: Evento, labels: EventLabels, formats: Formats, vehicleLabel?: string): EventMarker | null {
  if (evento.latitud === null || evento.longitud === null) return null;
  const tipo = labels.type(evento.tipo);
  // The device's words are the API's (Spanish): compared with the catalogue's own Spanish name.
  const saysMore = evento.descripcion && evento.descripcion !== tipoLabel(evento.tipo);
  const vehicle = vehicleLabel ?? evento.patente ?? evento.vehiculo;
  return {
    id: evento.id,
    longitude: evento.longitud,
    latitude: evento.latitud,
    color: categoryStyle(evento.categoria).color,
    title: saysMore ? `${tipo}: ${evento.descripcion}` : tipo,
    detail: `${vehicle} · ${formats.dateTimeSeconds(Date.parse(evento.fecha))}`,
  };
}
