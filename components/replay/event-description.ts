import type { EventLabels } from '@/lib/client/events/event-labels';
import type { Formats } from '@/lib/client/format/formats';
import type { Translator } from '@/lib/client/format/translator';
import type { PlacedEvent } from '@/lib/client/replay/placed-events';
import { tipoLabel } from '@/lib/fleet/catalog';

/** How an event reads in its popup and in the list: its type, and the device's own words when they say more. */
export function describeEvent(placed: PlacedEvent, t: Translator<'Replay'>, formats: Formats, labels: EventLabels): { title: string; lines: string[] } {
  const { evento } = placed;
  const lines = [formats.dateTimeSeconds(placed.time), labels.category(evento.categoria)];
  // The device's words are the API's (Spanish): compared with the catalogue's own Spanish name.
  if (evento.descripcion && evento.descripcion !== tipoLabel(evento.tipo)) lines.unshift(evento.descripcion);
  if (evento.velocidad_kmh !== null) lines.push(t('eventSpeed', { speed: formats.speed(evento.velocidad_kmh) }));
  if (evento.entrada !== undefined) {
    lines.push(evento.sensor ? t('eventInputSensor', { entrada: evento.entrada, sensor: evento.sensor }) : t('eventInput', { entrada: evento.entrada }));
  }
  if (placed.fromRoute) lines.push(t('eventApproximate'));
  return { title: labels.type(evento.tipo, evento.descripcion), lines };
}
