import { connection } from 'next/server';
import { z } from 'zod';
import { LiveScreen } from '@/components/live/LiveScreen';

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
      <LiveScreen refreshOverrideMs={refreshOverrideMs} />
    </main>
  );
}
