import { tipoLabel } from '@/lib/fleet/catalog';
import type { Evento } from '@/lib/fleet/schemas/evento';
import { formatArgentinaDateTime } from '@/lib/client/argentina-clock';

export function notificationsSupported(): boolean {
  return typeof window !== 'undefined' && 'Notification' in window;
}

/** Asks the browser once; answers whether notifications may be shown. */
export async function requestNotificationPermission(): Promise<boolean> {
  if (!notificationsSupported()) return false;
  if (Notification.permission === 'granted') return true;
  return (await Notification.requestPermission()) === 'granted';
}

/** A system notification for a critical event; clicking it brings the Flota tab forward. */
export function showCriticalNotification(evento: Evento, onClick: () => void): void {
  if (!notificationsSupported() || Notification.permission !== 'granted') return;
  const tipo = tipoLabel(evento.tipo);
  const notification = new Notification(`${tipo} · ${evento.patente ?? evento.vehiculo}`, {
    body: `${evento.descripcion}\n${formatArgentinaDateTime(Date.parse(evento.fecha))}`,
    // The tag collapses repeats of one event across tabs into a single notification.
    tag: evento.id,
    requireInteraction: true,
  });
  notification.onclick = () => {
    window.focus();
    onClick();
    notification.close();
  };
}
