import type { Evento } from '@/lib/fleet/schemas/evento';

export function notificationsSupported(): boolean {
  return typeof window !== 'undefined' && 'Notification' in window;
}

/** Asks the browser once; answers whether notifications may be shown. */
export async function requestNotificationPermission(): Promise<boolean> {
  if (!notificationsSupported()) return false;
  if (Notification.permission === 'granted') return true;
  return (await Notification.requestPermission()) === 'granted';
}

/** A notification's title and time, in the page's language. */
export interface NotificationWords {
  title: (evento: Evento) => string;
  when: (epochMs: number) => string;
}

/** A system notification for a critical event; clicking it brings the Flota tab forward. */
export function showCriticalNotification(evento: Evento, words: NotificationWords, onClick: () => void): void {
  if (!notificationsSupported() || Notification.permission !== 'granted') return;
  const notification = new Notification(words.title(evento), {
    body: `${evento.descripcion}\n${words.when(Date.parse(evento.fecha))}`,
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
