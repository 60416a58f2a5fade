import type { Formats } from '@/lib/client/format/formats';
import type { Translator } from '@/lib/client/format/translator';
import type { Stop } from '@/lib/client/replay/stops';

/** How a stop reads in its popup and in the list: the same words in both places. */
export function describeStop(stop: Stop, n: number, t: Translator<'Replay'>, formats: Formats): { title: string; lines: string[] } {
  const arrival = formats.dateTimeSeconds(stop.arrival);
  const duration = formats.duration(stop.durationMs);
  return {
    title: t('stop', { n }),
    lines: [
      stop.startsBeforeRange ? t('arrivalBefore', { when: arrival }) : t('arrival', { when: arrival }),
      stop.endsAfterRange ? t('stillStopped') : t('departure', { when: formats.dateTimeSeconds(stop.departure) }),
      stop.startsBeforeRange || stop.endsAfterRange ? t('durationAtLeast', { duration }) : t('duration', { duration }),
    ],
  };
}
