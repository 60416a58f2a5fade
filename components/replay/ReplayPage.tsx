'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { TimeRange } from '@/lib/fleet/range';
import { checkReplayRange, presetRange, presetRangeNow } from '@/lib/client/replay/replay-range';
import type { ReplayUrlState } from '@/lib/client/replay/url-state';
import { writeReplayUrl } from '@/lib/client/replay/use-replay-url';
import { RangePicker } from './RangePicker';
import { ReplayWorkspace } from './ReplayWorkspace';
import { VehiclePicker } from './VehiclePicker';

/** A link with only a vehicle (from the live map's panel) opens its last 24 hours, the API's default. */
function initialRange(initial: ReplayUrlState, now: number): TimeRange | null {
  if (initial.desde !== undefined && initial.hasta !== undefined) return { desde: initial.desde, hasta: initial.hasta };
  return initial.vehiculo ? presetRange('ultimas_24h', now) : null;
}

type Props = {
  initial: ReplayUrlState;
  /** The server's clock when it rendered the page, so server and browser compute the same default range. */
  now: number;
};

/** The replay page: choose a vehicle and a range, then replay its route. State lives in the URL. */
export function ReplayPage({ initial, now }: Props) {
  const t = useTranslations('Replay');
  const ranges = useTranslations('Ranges');
  const [vehiculo, setVehiculo] = useState<string | null>(initial.vehiculo ?? null);
  const [range, setRange] = useState<TimeRange | null>(() => initialRange(initial, now));
  // A cursor from the URL applies to the route it was shared with, not to one chosen later.
  const [initialPlayback, setInitialPlayback] = useState({ cursor: initial.t, rate: initial.x });
  const check = range ? checkReplayRange(range, now) : null;

  const choose = (next: { vehiculo: string | null; range: TimeRange | null }) => {
    setVehiculo(next.vehiculo);
    setRange(next.range);
    setInitialPlayback((p) => ({ cursor: undefined, rate: p.rate }));
    writeReplayUrl({ vehiculo: next.vehiculo ?? undefined, desde: next.range?.desde, hasta: next.range?.hasta });
  };

  return (
    <div className="flex h-full min-h-0 flex-col">
      <div className="flex flex-wrap items-end gap-4 border-b border-slate-200 bg-white px-3 py-2">
        <h1 className="self-center text-lg font-semibold">{t('heading')}</h1>
        <VehiclePicker value={vehiculo} onChange={(id) => choose({ vehiculo: id, range: range ?? presetRangeNow('ultimas_24h') })} />
        <RangePicker value={range} now={now} onApply={(r) => choose({ vehiculo, range: r })} />
      </div>
      {check && !check.ok && (
        <p role="alert" className="border-b border-red-300 bg-red-50 px-3 py-2 text-sm text-red-900">
          {t('linkInvalid', { reason: ranges(`problems.${check.problem}`) })}
        </p>
      )}
      <ReplayWorkspace
        request={vehiculo && check?.ok ? { vehiculo, range: { desde: check.desde, hasta: check.hasta } } : null}
        initialCursor={initialPlayback.cursor}
        initialRate={initialPlayback.rate}
      />
    </div>
  );
}
