import { connection } from 'next/server';
import { preload } from 'react-dom';
import { ClientMessages } from '@/components/messages/ClientMessages';
import { LiveScreen } from '@/components/live/LiveScreen';
import { parseLiveUrlState } from '@/lib/client/live-url-state';
import { POSITIONS_URL } from '@/lib/client/positions-url';
import { serverEnv } from '@/lib/env/server';

/** The map, its list and panel, and the events feed beside it. */
const LIVE_NAMESPACES = [
  'Live',
  'Status',
  'Freshness',
  'Position',
  'Places',
  'MapControls',
  'Feed',
  'Event',
  'EventTypes',
  'Categories',
  'Common',
  'Errors',
  'KeyProblems',
] as const;

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function HomePage({ searchParams }: Props) {
  await connection();
  // Unset, browsers follow the gateway's own poll interval: reading faster returns the same snapshot.
  const refreshSeconds = serverEnv().LIVE_REFRESH_SECONDS;
  const refreshOverrideMs = refreshSeconds === undefined ? null : refreshSeconds * 1000;
  // The URL's state is parsed here so that the browser never loads zod before the map is drawn.
  const initialUrlState = parseLiveUrlState(await searchParams);
  // The snapshot is what the first draw waits for: the browser asks for it while it reads this
  // page's HTML, in parallel with the scripts (`fetchPositions` picks the answer up).
  preload(POSITIONS_URL, { as: 'fetch', crossOrigin: 'anonymous' });
  return (
    <main className="flex min-h-0 flex-1 flex-col lg:flex-row">
      <ClientMessages namespaces={LIVE_NAMESPACES}>
        <LiveScreen refreshOverrideMs={refreshOverrideMs} initialUrlState={initialUrlState} />
      </ClientMessages>
    </main>
  );
}
