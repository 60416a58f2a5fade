import type { Metadata } from 'next';
import { Suspense } from 'react';
import { EventsHistoryPage } from '@/components/events/EventsHistoryPage';

export const metadata: Metadata = { title: 'Historial de eventos · Flota' };

export default function EventosPage() {
  // The page reads its state from the URL, which exists only in the browser's request.
  return (
    <Suspense fallback={null}>
      <EventsHistoryPage />
    </Suspense>
  );
}
