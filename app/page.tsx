import { connection } from 'next/server';
import { Suspense } from 'react';
import { z } from 'zod';
import { LiveFeedPanel } from '@/components/events/LiveFeedPanel';
import { LiveMap } from '@/components/live/LiveMap';

/**
 * `LIVE_REFRESH_SECONDS` (optional): how often browsers read the positions snapshot. Unset, they
 * follow the gateway's own poll interval, which is right: reading faster only returns the same
 * snapshot. Benchmarks and demos may set it.
 */
const refreshSecondsSchema = z.coerce.number().min(1).max(300).optional();

export default async function HomePage() {
  await connection();
  const refreshSeconds = refreshSecondsSchema.parse(process.env.LIVE_REFRESH_SECONDS || undefined);
  const refreshOverrideMs = refreshSeconds === undefined ? null : refreshSeconds * 1000;
  return (
    <main className="flex min-h-0 flex-1 flex-col lg:flex-row">
      <Suspense>
        <LiveMap refreshOverrideMs={refreshOverrideMs} />
      </Suspense>
      <LiveFeedPanel className="hidden border-l border-slate-200 lg:flex lg:w-80 xl:w-96" />
    </main>
  );
}
