'use client';

import { useTranslations } from 'next-intl';
import { useEventLabels } from '@/lib/client/events/event-labels';
import { useFormats } from '@/lib/client/format/use-formats';
import type { PlacedEvent } from '@/lib/client/replay/placed-events';
import { CategoryIcon } from '@/components/events/CategoryIcon';
import { VirtualList } from '@/components/lists/VirtualList';
import { describeEvent } from './event-description';
import { usePlayback } from './playback-context';

type Props = {
  events: readonly PlacedEvent[];
  /** Why there are no events to show, when it is not that there were none. */
  problem: string | null;
  loading: boolean;
};

const eventKey = (placed: PlacedEvent) => placed.evento.id;

/** The vehicle's events in the range with their descriptions, however many (a virtual list); a click moves playback there. */
export function EventsList({ events, problem, loading }: Props) {
  const engine = usePlayback();
  const t = useTranslations('Replay');
  const formats = useFormats();
  const labels = useEventLabels();

  return (
    <section aria-labelledby="eventos-titulo">
      <h2 id="eventos-titulo" className="text-sm font-semibold">
        {loading ? t('events') : t('eventsCount', { count: events.length })}
      </h2>
      {problem && <p className="text-sm text-amber-800">{problem}</p>}
      {loading && <p className="text-sm text-slate-500">{t('eventsLoading')}</p>}
      {!loading && !problem && events.length === 0 && <p className="text-sm text-slate-500">{t('noneInRange')}</p>}
      <VirtualList
        items={events}
        itemKey={eventKey}
        estimatedSize={48}
        className="mt-1 max-h-64 text-sm"
        renderItem={(placed) => {
          const { title, lines } = describeEvent(placed, t, formats, labels);
          return (
            <button type="button" onClick={() => engine.seek(placed.time)} className="flex w-full gap-2 rounded px-1 py-0.5 text-left hover:bg-slate-100">
              <CategoryIcon categoria={placed.evento.categoria} size={20} />
              <span>
                <span className="font-medium">{title}</span>
                <span className="block text-xs text-slate-600">{lines.join(' · ')}</span>
              </span>
            </button>
          );
        }}
      />
    </section>
  );
}
