import { catalogEntry } from '@/lib/fleet/catalog';
import { formatArgentinaDateTime } from '@/lib/client/argentina-clock';
import { formatSpeed } from '@/lib/client/replay/display-format';
import type { PlacedEvent } from '@/lib/client/replay/placed-events';

/** How an event reads in its popup and in the list. */
export function describeEvent(placed: PlacedEvent): { title: string; lines: string[] } {
  const { evento } = placed;
  const lines = [formatArgentinaDateTime(placed.time), catalogEntry(evento.tipo)?.categoria_nombre ?? evento.categoria];
  if (evento.velocidad_kmh !== null) lines.push(`Velocidad: ${formatSpeed(evento.velocidad_kmh)}`);
  if (evento.entrada !== undefined) lines.push(`Entrada ${evento.entrada}${evento.sensor ? ` (${evento.sensor})` : ''}`);
  if (placed.fromRoute) lines.push('Ubicación aproximada: el equipo no informó posición.');
  return { title: evento.descripcion, lines };
}
