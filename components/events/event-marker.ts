import type { EventMarker } from '@/components/map/EventMarkerLayer';
import { formatArgentinaDateTime } from '@/lib/client/argentina-clock';
import { tipoLabel } from '@/lib/fleet/catalog';
import type { Evento } from '@/lib/fleet/schemas/evento';
import { categoryStyle } from '@/lib/client/category-palette';

/**
 * How an event is pointed at on a map: its category's colour, what happened (the device's own
 * description when it says more than the catalog), which vehicle and when. Null when the device
 * did not report where it was.
 */
export function eventMarker(evento: Evento, vehicleLabel?: string): EventMarker | null {
  if (evento.latitud === null || evento.longitud === null) return null;
  const tipo = tipoLabel(evento.tipo);
  const title = evento.descripcion && evento.descripcion !== tipo ? `${tipo}: ${evento.descripcion}` : tipo;
  const vehicle = vehicleLabel ?? evento.patente ?? evento.vehiculo;
  return {
    id: evento.id,
    longitude: evento.longitud,
    latitude: evento.latitud,
    color: categoryStyle(evento.categoria).color,
    title,
    detail: `${vehicle} · ${formatArgentinaDateTime(Date.parse(evento.fecha))}`,
  };
}
