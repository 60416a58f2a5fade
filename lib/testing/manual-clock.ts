import type { Clock } from '@/lib/gateway/clock';

/** A clock that moves only when a test tells it to, running the timers that fall due. */
export class ManualClock implements Clock {
  private timers: { at: number; fn: () => void }[] = [];

  constructor(public time = 1_000_000) {}

  now = () => this.time;

  schedule = (fn: () => void, ms: number) => {
    const timer = { at: this.time + ms, fn };
    this.timers.push(timer);
    return () => void (this.timers = this.timers.filter((t) => t !== timer));
  };

  advance(ms: number): void {
    this.time += ms;
    const due = this.timers.filter((t) => t.at <= this.time);
    this.timers = this.timers.filter((t) => t.at > this.time);
    for (const t of due) t.fn();
  }
}
