'use client';

import { useTranslations } from 'next-intl';
import type { Waiting } from './held-feed';

interface Props {
  waiting: Waiting;
  onShow: () => void;
}

/**
 * On the seam between a held feed and what is above it: how many newer events wait, and the way
 * to them. Its lower half alone reaches into the list, over the first event's padding: lower, it
 * would sit over that event, which the pointer that holds the feed is most likely about to click.
 */
export function WaitingEventsButton({ waiting, onShow }: Props) {
  const t = useTranslations('Feed');
  if (waiting.count === 0) return null;
  const critical = waiting.critical > 0;
  return (
    <button
      type="button"
      onClick={onShow}
      data-testid="eventos-en-espera"
      data-cantidad={waiting.count}
      className={`absolute left-1/2 top-0 z-10 -translate-x-1/2 -translate-y-1/2 rounded-full px-3 py-0.5 text-xs font-medium text-white shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 ${
        critical ? 'bg-red-700 hover:bg-red-800' : 'bg-slate-800 hover:bg-slate-900'
      }`}
    >
      <span aria-hidden="true">↑</span> {t('waiting', { count: waiting.count, critical: waiting.critical })}
    </button>
  );
}
