'use client';

import { useTranslations } from 'next-intl';
import type { Waiting } from './held-feed';

interface Props {
  waiting: Waiting;
  onShow: () => void;
}

/** Over a held feed's top: how many newer events wait, and the way to them. */
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
      className={`absolute left-1/2 top-2 z-10 -translate-x-1/2 rounded-full px-3 py-1 text-xs font-medium text-white shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 ${
        critical ? 'bg-red-700 hover:bg-red-800' : 'bg-slate-800 hover:bg-slate-900'
      }`}
    >
      <span aria-hidden="true">↑</span> {t('waiting', { count: waiting.count, critical: waiting.critical })}
    </button>
  );
}
