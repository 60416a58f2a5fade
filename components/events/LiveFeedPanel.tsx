'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { LiveEntry } from '@/lib/client/events/live-event-buffer';
import type { LiveFilters } from '@/lib/client/events/live-stream-url';
import { feedKeyProblem } from '@/lib/client/events/feed-key-problem';
import { useCriticalAlerts } from '@/lib/client/events/use-critical-alerts';
import { useLiveEvents } from '@/lib/client/events/use-live-events';
import { useNow } from '@/lib/client/use-now';
import { useVehicleDirectory } from '@/lib/client/events/vehicle-directory';
import { isTipoCritico } from '@/lib/fleet/catalog';
import type { Evento } from '@/lib/fleet/schemas/evento';
import { AlertToggles } from './AlertToggles';
import { ConnectionBadge } from './ConnectionBadge';
import { FeedHealthNote } from './FeedHealthNote';
import { GapNotice } from './GapNotice';
import { LiveEventPreview } from './LiveEventPreview';
import { LiveFeedList } from './LiveFeedList';
import { isKeyProblem, PermissionNotice } from './PermissionNotice';

export interface LiveFeedPanelProps {
  /**
   * Called when the operator clicks an event (or its notification), e.g. to show it on a page's
   * own map. Without it, the panel shows the event on a small map of its own.
   */
  onSelect?: (evento: Evento) => void;
  selectedId?: string | null;
  filters?: LiveFilters;
  className?: string;
}

const NO_FILTERS: LiveFilters = {};

/** The live events feed: newest first, each event once, critical ones standing out and ringing. */
export function LiveFeedPanel({ onSelect, selectedId, filters = NO_FILTERS, className = '' }: LiveFeedPanelProps) {
  const t = useTranslations('Feed');
  const now = useNow(15_000);
  const directory = useVehicleDirectory();
  const [onlyCritical, setOnlyCritical] = useState(false);
  const [ownSelection, setOwnSelection] = useState<string | null>(null);
  const onSelectRef = useRef(onSelect);
  useEffect(() => {
    onSelectRef.current = onSelect;
  });

  const select = useCallback((entry: LiveEntry) => {
    setOwnSelection(entry.evento.id);
    onSelectRef.current?.(entry.evento);
  }, []);
  const onFresh = useCriticalAlerts(select);
  const { entries, connection, health, gapSince } = useLiveEvents(filters, onFresh);
  const shown = onlyCritical ? entries.filter((e) => isTipoCritico(e.evento.tipo)) : entries;
  const selected = selectedId === undefined ? ownSelection : selectedId;
  const keyProblem =
    connection.fase === 'esperando' && isKeyProblem(connection.error) ? connection.error : feedKeyProblem(health);
  const preview = onSelect ? undefined : entries.find((e) => e.evento.id === ownSelection);

  return (
    <section aria-label={t('title')} className={`flex min-h-0 flex-col bg-white ${className}`}>
      <header className="space-y-2 border-b border-slate-200 p-3">
        <div className="flex items-center justify-between gap-2">
          <h2 className="text-sm font-semibold text-slate-900">{t('title')}</h2>
          <LiveConnectionBadge connection={connection} />
        </div>
        {!keyProblem && <FeedHealthNote health={health} now={now} />}
        {gapSince !== null && <GapNotice since={gapSince} now={now} />}
        <AlertToggles />
        <label className="inline-flex items-center gap-1 text-xs text-slate-700">
          <input type="checkbox" checked={onlyCritical} onChange={(e) => setOnlyCritical(e.target.checked)} />
          {t('onlyCritical')}
        </label>
      </header>
      {keyProblem && (
        <div className="p-3">
          <PermissionNotice error={keyProblem} />
        </div>
      )}
      {/* A new list for the other filter: a feed held still keeps the events of the filter it held them under. */}
      <LiveFeedList key={onlyCritical ? 'criticos' : 'todos'} entries={shown} directory={directory} now={now} selectedId={selected} onSelect={select} />
      {shown.length === 0 && !keyProblem && (
        <p className="p-4 text-sm text-slate-500">
          {onlyCritical ? t('noCritical') : t('empty')}
        </p>
      )}
      {preview && <LiveEventPreview entry={preview} now={now} onClose={() => setOwnSelection(null)} />}
    </section>
  );
}

/** Ticks every second for the retry countdown without re-rendering the whole list. */
function LiveConnectionBadge({ connection }: { connection: Parameters<typeof ConnectionBadge>[0]['state'] }) {
  const now = useNow(1_000);
  return <ConnectionBadge state={connection} now={now} />;
}
