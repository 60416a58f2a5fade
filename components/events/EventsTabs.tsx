'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useCanOpen } from '@/components/session/SessionProvider';

const EVENTS_TABS = [
  { href: '/eventos', label: 'tabHistory' },
  { href: '/eventos/en-vivo', label: 'tabLive' },
] as const;

export type EventsTabsWords = { tabs: string } & Record<(typeof EVENTS_TABS)[number]['label'], string>;

/**
 * The events section's tabs. Their words come from the server layout (`words`), not from a
 * messages provider: a provider in the layout would share its client reference with the pages'
 * own providers, and the section links' prefetch of this layout would then load the pages' code.
 */
export function EventsTabs({ words }: { words: EventsTabsWords }) {
  const pathname = usePathname();
  const canOpen = useCanOpen();
  return (
    <nav aria-label={words.tabs} className="flex gap-1">
      {EVENTS_TABS.filter((tab) => canOpen(tab.href)).map((tab) => {
        const active = pathname === tab.href;
        return (
          <Link
            key={tab.href}
            href={tab.href}
            aria-current={active ? 'page' : undefined}
            className={`rounded-t px-3 py-1.5 text-sm font-medium ${active ? 'bg-white text-sky-800 shadow-sm' : 'text-slate-600 hover:text-slate-900'}`}
          >
            {words[tab.label]}
          </Link>
        );
      })}
    </nav>
  );
}
