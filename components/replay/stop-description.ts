import { formatArgentinaDateTime } from '@/lib/client/argentina-clock';
import { formatDuration } from '@/lib/client/replay/display-format';
import type { Stop } from '@/lib/client/replay/stops';

/** How a stop reads in its popup and in the list: the same words in both places. */
export function describeStop(stop: Stop, n: number): { title: string; lines: string[] } {
  const arrival = stop.startsBeforeRange ? `antes de ${formatArgentinaDateTime(stop.arrival)}` : formatArgentinaDateTime(stop.arrival);
  const departure = stop.endsAfterRange ? 'seguía detenido al final del rango' : formatArgentinaDateTime(stop.departure);
  return {
    title: `Parada ${n}`,
    lines: [`Llegada: ${arrival}`, `Salida: ${departure}`, `Duración: ${stop.startsBeforeRange || stop.endsAfterRange ? 'al menos ' : ''}${formatDuration(stop.durationMs)}`],
  };
}
