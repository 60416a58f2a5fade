'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useCanOpen } from '@/components/session/SessionProvider';
import { eventReplayHref } from '@/lib/client/events/event-replay-link';
import type { LiveEntry } from '@/lib/client/events/live-event-buffer';
import { useEventLabels } from '@/lib/client/events/event-labels';
import { useFormats } from '@/lib/client/format/use-formats';
import { EventLocationMap } from './EventLocationMap';

/** The clicked event inside the feed panel itself: a small map, when and what, and its replay. */
export function LiveEventPreview({ entry, now, onClose }: { entry: LiveEntry; now: number; onClose: () => void }) {
  const { evento } = entry;
  const canOpen = useCanOpen();
  const t = useTranslations('Feed');
  const labels = useEventLabels();
  const formats = useFormats();
  return (
    <div className="space-y-2 border-t border-slate-200 p-3" data-testid="detalle-evento">
      <div className="flex items-start justify-between gap-2 text-sm">
        <p>
          <span className="font-medium">{labels.type(evento.tipo)}</span>
          <span className="block text-xs text-slate-600">
            {evento.patente ?? evento.vehiculo} · {formats.dateTimeSeconds(entry.ms)}
          </span>
        </p>
        <button type="button" onClick={onClose} aria-label={t('closeDetail')} className="rounded px-2 text-slate-500 hover:bg-slate-100">
          ✕
        </button>
      </div>
      <EventLocationMap evento={evento} className="h-44" />
      {canOpen('/recorrido') && (
        <Link href={eventReplayHref(evento, now)} className="block text-center text-sm font-medium text-sky-700 hover:underline">
          {t('replayAtMoment')}
        </Link>
      )}
    </div>
  );
}
