/** The ranges a manager asks for most, one click each; their names are in the `Reports.presets` messages. */
export const DAY_PRESETS = ['ayer', 'semana', 'treinta', 'mesAnterior'] as const;
export type DayPreset = (typeof DAY_PRESETS)[number];

const DAY_MS = 86_400_000;

/** Days are `yyyy-mm-dd` on Argentina's fixed offset: whole UTC days shift them exactly. */
function shift(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The closed days of each preset, `today` being the fleet's Argentina day: yesterday, the last 7
 * and the last 30 closed days, and the whole calendar month before today's (always within the 90
 * days the store keeps).
 */
export function presetDays(preset: DayPreset, today: string): { desde: string; hasta: string } {
  const yesterday = shift(today, -1);
  switch (preset) {
    case 'ayer':
      return { desde: yesterday, hasta: yesterday };
    case 'semana':
      return { desde: shift(today, -7), hasta: yesterday };
    case 'treinta':
      return { desde: shift(today, -30), hasta: yesterday };
    case 'mesAnterior': {
      const firstOfMonth = `${today.slice(0, 8)}01`;
      const lastOfPrevious = shift(firstOfMonth, -1);
      return { desde: `${lastOfPrevious.slice(0, 8)}01`, hasta: lastOfPrevious };
    }
  }
}
