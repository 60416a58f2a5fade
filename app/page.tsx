import { LiveMap } from '@/components/live/LiveMap';

export default function HomePage() {
  return (
    <main className="h-dvh">
      <LiveMap />
    </main>
  );
}
