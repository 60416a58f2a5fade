'use client';

import type { PlacedEvent } from '@/lib/client/replay/placed-events';
import { CategoryIcon } from '@/components/events/CategoryIcon';
import { describeEvent } from './event-description';
import { usePlayback } from './playback-context';

type Props = {
  events: readonly PlacedEvent[];
  /** Why there are no events to show, when it is not that there were none. */
  problem: string | null;
  loading: boolean;
};

/** The vehicle's events in the range with their descriptions; a click moves playback there. */
export function EventsList({ events, problem, loading }: Props) {
  const engine = usePlayback();

  return (
    <section aria-labelledby="eventos-titulo">
      <h2 id="eventos-titulo" className="text-sm font-semibold">
        Eventos {loading ? '' : `(${events.length})`}
      </h2>
      {problem && <p className="text-sm text-amber-800">{problem}</p>}
      {loading && <p className="text-sm text-slate-500">Cargando eventos…</p>}
      {!loading && !problem && events.length === 0 && <p className="text-sm text-slate-500">Ninguno en el rango.</p>}
      <ol className="mt-1 max-h-64 space-y-1 overflow-y-auto text-sm">
        {events.map((placed) => {
          const { title, lines } = describeEvent(placed);
          return (
            <li key={placed.evento.id}>
              <button type="button" onClick={() => engine.seek(placed.time)} className="flex w-full gap-2 rounded px-1 py-0.5 text-left hover:bg-slate-100">
                <CategoryIcon categoria={placed.evento.categoria} size={20} />
                <span>
                  <span className="font-medium">{title}</span>
                  <span className="block text-xs text-slate-600">{lines.join(' · ')}</span>
                </span>
              </button>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
