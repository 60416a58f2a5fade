'use client';

import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import type { LiveUrlState } from '@/lib/client/live-url-state';
import { startFirstSnapshot } from './first-snapshot';
import { LiveMap, type ShownEvent } from './LiveMap';

// Reached from another page, the live page has not asked for its snapshot yet (see `instrumentation-client.ts`).
if (typeof window !== 'undefined') startFirstSnapshot();

// The feed is not needed to draw the fleet: it loads once the map has drawn, or failed to read the
// positions (a key without `posiciones` still has its events), or after a while at the latest.
const LiveFeedBeside = lazy(() => import('./LiveFeedBeside').then((m) => ({ default: m.LiveFeedBeside })));

/** However slow the first draw, the feed comes after this long. */
const FEED_AT_LATEST_MS = 15_000;

type Props = { refreshOverrideMs: number | null; initialUrlState: LiveUrlState };

/** The home page: the live map and, beside it, the live events feed whose clicks show an event on the map. */
export function LiveScreen({ refreshOverrideMs, initialUrlState }: Props) {
  const [shown, setShown] = useState<ShownEvent | null>(null);
  const [feedWanted, setFeedWanted] = useState(false);
  const close = useCallback(() => setShown(null), []);
  const wantFeed = useCallback(() => setFeedWanted(true), []);

  useEffect(() => {
    const timer = setTimeout(wantFeed, FEED_AT_LATEST_MS);
    return () => clearTimeout(timer);
  }, [wantFeed]);

  return (
    <>
      <Suspense>
        <LiveMap refreshOverrideMs={refreshOverrideMs} initialUrlState={initialUrlState} shownEvent={shown} onEventClose={close} onSettled={wantFeed} />
      </Suspense>
      {feedWanted && (
        <Suspense>
          <LiveFeedBeside shownId={shown?.id ?? null} onShow={setShown} />
        </Suspense>
      )}
    </>
  );
}
