import { headers } from 'next/headers';
import { ClientMessages } from '@/components/messages/ClientMessages';
import { ReplayPage } from '@/components/replay/ReplayPage';
import { pageMetadata } from '@/i18n/page-title';
import { parseReplaySearch } from '@/lib/client/replay/url-state';
import { fleetTimeOf } from '@/lib/fleet/fleet-time-header';

export const generateMetadata = () => pageMetadata('replay');

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** `/recorrido?vehiculo=…&desde=…&hasta=…&t=…&x=…`: the state is read once here; the page keeps it in the URL. */
export default async function RecorridoPage({ searchParams }: Props) {
  const initial = parseReplaySearch(await searchParams);
  // The fleet's time as the server rendered this request (server/request-handler.ts), handed to the browser.
  const now = fleetTimeOf(await headers());
  return (
    <main className="flex min-h-0 flex-1 flex-col">
      <ClientMessages
        namespaces={['Replay', 'Places', 'Playback', 'RangePicker', 'Ranges', 'DateField', 'EventTypes', 'Categories', 'Common', 'Errors', 'KeyProblems', 'MapControls']}
      >
        <ReplayPage initial={initial} now={now} />
      </ClientMessages>
    </main>
  );
}
