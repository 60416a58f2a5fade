import { Suspense } from 'react';
import { EventsHistoryPage } from '@/components/events/EventsHistoryPage';
import { ClientMessages } from '@/components/messages/ClientMessages';
import { pageMetadata } from '@/i18n/page-title';

export const generateMetadata = () => pageMetadata('history');

export default function EventosPage() {
  return (
    <ClientMessages namespaces={['History', 'Ranges', 'DateField', 'Event', 'Places', 'EventTypes', 'Categories', 'Common', 'Errors', 'KeyProblems', 'MapControls']}>
      {/* The page reads its state from the URL, which exists only in the browser's request. */}
      <Suspense fallback={null}>
        <EventsHistoryPage />
      </Suspense>
    </ClientMessages>
  );
}
