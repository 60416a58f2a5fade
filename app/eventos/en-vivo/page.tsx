import { LiveEventsPage } from '@/components/events/LiveEventsPage';
import { ClientMessages } from '@/components/messages/ClientMessages';
import { pageMetadata } from '@/i18n/page-title';

export const generateMetadata = () => pageMetadata('liveEvents');

export default function EventosEnVivoPage() {
  return (
    <ClientMessages namespaces={['Feed', 'Event', 'Places', 'EventTypes', 'Categories', 'Common', 'Errors', 'KeyProblems', 'MapControls']}>
      <LiveEventsPage />
    </ClientMessages>
  );
}
