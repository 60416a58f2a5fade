'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useCanOpen } from '@/components/session/SessionProvider';
import { formatApiDateTime } from '@/lib/fleet/time';

/** Argentina wall time as the history page's custom range takes it. */
const wallTime = (epochMs: number) => formatApiDateTime(epochMs).slice(0, 16);

/**
 * The gateway could not resume this tab (it was away longer than the gateway keeps events):
 * say so, and open the history for exactly the hole.
 */
export function GapNotice({ since, now }: { since: number; now: number }) {
  const canOpen = useCanOpen();
  const t = useTranslations('Feed');
  const params = new URLSearchParams({ rango: 'personalizado', desde: wallTime(since - 60_000), hasta: wallTime(now) });
  return (
    <p role="status" className="rounded bg-amber-50 px-2 py-1 text-xs text-amber-900" data-testid="aviso-hueco">
      {t('gap')}{' '}
      {canOpen('/eventos') && (
        <Link href={`/eventos?${params}`} className="font-medium underline">
          {t('gapHistory')}
        </Link>
      )}
    </p>
  );
}
