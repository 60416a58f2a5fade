/**
 * Sets a User Timing mark that replaces the earlier ones of its name, for marks set on every
 * snapshot: in a page left open all day they would pile up in the browser's performance timeline
 * (four a snapshot, about 1,400 an hour at the gateway's fastest poll). Benchmarks and the
 * browser's performance panel read the latest one.
 */
export function markLatest(name: string): void {
  performance.clearMarks(name);
  performance.mark(name);
}
