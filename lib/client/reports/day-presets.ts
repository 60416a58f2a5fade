import { shiftDay } from '@/lib/fleet/calendar-days';

/** The ranges a manager asks for most, one click each; their names are in the `Reports.presets` messages. */
export const DAY_PRESETS = ['ayer', 'semana', 'treinta', 'mesAnterior'] as const;
export type DayPreset = (typeof DAY_PRESETS)[number];

/**
 * The closed days of each preset, `today` being the fleet's Argentina day: yesterday, the last 7
 * and the last 30 closed days, and the whole calendar month before today's (always within the 90
 * days the store keeps).
 */
export function presetDays(preset: DayPreset, today: string): { desde: string; hasta: string } {
  const yesterday = shiftDay(today, -1);
  switch (preset) {
    case 'ayer':
      return { desde: yesterday, hasta: yesterday };
    case 'semana':
      return { desde: shiftDay(today, -7), hasta: yesterday };
    case 'treinta':
      return { desde: shiftDay(today, -30), hasta: yesterday };
    case 'mesAnterior': {
      const firstOfMonth = `${today.slice(0, 8)}01`;
      const lastOfPrevious = shiftDay(firstOfMonth, -1);
      return { desde: `${lastOfPrevious.slice(0, 8)}01`, hasta: lastOfPrevious };
    }
  }
}
