/** "4 s", "4 min", "2 h", "3 d": how long ago, in the short words a dispatcher reads at a glance. */
export function formatElapsed(ms: number): string {
  const s = Math.max(0, Math.floor(ms / 1000));
  if (s < 60) return `${s} s`;
  const min = Math.floor(s / 60);
  if (min < 60) return `${min} min`;
  const h = Math.floor(min / 60);
  if (h < 48) return `${h} h`;
  return `${Math.floor(h / 24)} d`;
}

/** "hace 4 min". */
export function formatAgo(sinceMs: number, nowMs: number): string {
  return `hace ${formatElapsed(nowMs - sinceMs)}`;
}
