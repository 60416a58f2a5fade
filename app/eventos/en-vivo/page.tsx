import type { Metadata } from 'next';
import { LiveEventsPage } from '@/components/events/LiveEventsPage';

export const metadata: Metadata = { title: 'Eventos en vivo · Flota' };

export default function EventosEnVivoPage() {
  return <LiveEventsPage />;
}
