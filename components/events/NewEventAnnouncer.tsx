'use client';

import { useTranslations } from 'next-intl';
import { useEventLabels } from '@/lib/client/events/event-labels';
import type { LiveEntry } from '@/lib/client/events/live-event-buffer';
import { eventVehicleLabel, type VehicleDirectory } from '@/lib/client/events/vehicle-directory';
import { isTipoCritico } from '@/lib/fleet/catalog';

interface Props {
  newest: LiveEntry | undefined;
  directory: VehicleDirectory;
}

/**
 * Tells screen readers of each event that arrives as it happens. The list itself cannot be the
 * live region: it adds items to the page as it scrolls, and each would be read out.
 */
export function NewEventAnnouncer({ newest, directory }: Props) {
  const t = useTranslations('Feed');
  const labels = useEventLabels();
  const live = newest && newest.recibido !== null ? newest : undefined;
  const evento = live?.evento;
  const vehicle = evento && eventVehicleLabel(evento, directory.get(evento.vehiculo));
  return (
    <p className="sr-only" aria-live="polite" data-testid="aviso-nuevo-evento">
      {evento && t('announceNew', { critical: isTipoCritico(evento.tipo) ? 'yes' : 'no', type: labels.type(evento.tipo), vehicle: vehicle ?? '' })}
    </p>
  );
}
