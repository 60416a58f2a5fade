import { connection } from 'next/server';
import { Suspense } from 'react';
import { z } from 'zod';
import { LiveFeedPanel } from '@/components/events/LiveFeedPanel';
import { LiveMap } from '@/components/live/LiveMap';

/**
 * `LIVE_REFRESH_SECONDS`: how often browsers read the gateway's positions snapshot. Keep it at the
 * gateway's own poll interval (15 s by default): reading faster only returns the same snapshot.
 */
const refreshSecondsSchema = z.coerce.number().min(1).max(300).default(15);

export default async function HomePage() {
  await connection();
  const refreshSeconds = refreshSecondsSchema.parse(process.env.LIVE_REFRESH_SECONDS || undefined);
  return (
    <main className="flex min-h-0 flex-1 flex-col lg:flex-row">
      <Suspense>
        <LiveMap refreshMs={refreshSeconds * 1000} />
      </Suspense>
      <LiveFeedPanel className="hidden border-l border-slate-200 lg:flex lg:w-80 xl:w-96" />
    </main>
  );
}
