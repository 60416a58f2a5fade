import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { ReplayPage } from '@/components/replay/ReplayPage';
import { parseReplaySearch } from '@/lib/client/replay/url-state';
import { fleetTimeOf } from '@/lib/fleet/fleet-time-header';

export const metadata: Metadata = { title: 'Recorrido · Flota' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** `/recorrido?vehiculo=…&desde=…&hasta=…&t=…&x=…`: the state is read once here; the page keeps it in the URL. */
export default async function RecorridoPage({ searchParams }: Props) {
  const initial = parseReplaySearch(await searchParams);
  // The fleet's time as the server rendered this request (server/request-handler.ts), handed to the browser.
  const now = fleetTimeOf(await headers());
  return (
    <main className="flex min-h-0 flex-1 flex-col">
      <ReplayPage initial={initial} now={now} />
    </main>
  );
}
