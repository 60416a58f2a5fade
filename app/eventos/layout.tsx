import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { EventsTabs } from '@/components/events/EventsTabs';

export default async function EventosLayout({ children }: { children: ReactNode }) {
  const t = await getTranslations('Feed');
  // No messages provider here (see EventsTabs): the tabs' few words are written on the server.
  const words = { tabs: t('tabs'), tabHistory: t('tabHistory'), tabLive: t('tabLive') };
  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="flex shrink-0 items-end justify-between border-b border-slate-200 bg-slate-100 px-4 pt-2">
        <h1 className="pb-1.5 text-lg font-semibold text-slate-900">{t('heading')}</h1>
        <EventsTabs words={words} />
      </div>
      <main className="min-h-0 flex-1 overflow-y-auto">{children}</main>
    </div>
  );
}
