'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useCanOpen } from '@/components/session/SessionProvider';

const TABS = [
  { href: '/eventos', label: 'tabHistory' },
  { href: '/eventos/en-vivo', label: 'tabLive' },
] as const;

export function EventsTabs() {
  const pathname = usePathname();
  const canOpen = useCanOpen();
  const t = useTranslations('Feed');
  return (
    <nav aria-label={t('tabs')} className="flex gap-1">
      {TABS.filter((tab) => canOpen(tab.href)).map((tab) => {
        const active = pathname === tab.href;
        return (
          <Link
            key={tab.href}
            href={tab.href}
            aria-current={active ? 'page' : undefined}
            className={`rounded-t px-3 py-1.5 text-sm font-medium ${active ? 'bg-white text-sky-800 shadow-sm' : 'text-slate-600 hover:text-slate-900'}`}
          >
            {t(tab.label)}
          </Link>
        );
      })}
    </nav>
  );
}
