import { type PlaybackRate, DEFAULT_PLAYBACK_RATE } from './replay-settings';
import { type CursorSample, indexAtOrBefore, sampleAt } from './sample';
import type { Track } from './track';

/** What the map, the slider and the chart need on every animation frame. */
export interface PlaybackFrame {
  cursor: number;
  sample: CursorSample;
}

/** What people read: React renders this, at most every SNAPSHOT_INTERVAL_MS while playing. */
export interface PlaybackSnapshot {
  cursor: number;
  index: number;
  playing: boolean;
  rate: PlaybackRate;
  /** Playback jumps over the parked periods set with `setStops`. */
  skipStops: boolean;
}

/** A period playback may jump over: from the vehicle's arrival to the moment it moves again. */
export interface SkippablePeriod {
  from: number;
  to: number;
}

export interface FrameScheduler {
  request(callback: (now: number) => void): number;
  cancel(handle: number): void;
}

const SNAPSHOT_INTERVAL_MS = 250;
/** A background tab gets no frames; on return the route must not leap hours ahead. */
const MAX_FRAME_DELTA_MS = 250;

const browserScheduler: FrameScheduler = {
  request: (callback) => requestAnimationFrame(callback),
  cancel: (handle) => cancelAnimationFrame(handle),
};

/**
 * Time-true playback outside React: every animation frame advances the cursor by real elapsed
 * time × rate and hands the position to frame listeners, which write straight to the map,
 * the slider and the chart. React only hears about it through throttled snapshots.
 */
export class PlaybackEngine {
  private cursor: number;
  private rate: PlaybackRate;
  private playing = false;
  private skipStops = false;
  /** Sorted by `from`, not overlapping. */
  private stops: readonly SkippablePeriod[] = [];
  private handle: number | null = null;
  private lastFrameAt: number | null = null;
  private lastSnapshotAt = 0;
  private snapshot: PlaybackSnapshot;
  private readonly frameListeners = new Set<(frame: PlaybackFrame) => void>();
  private readonly snapshotListeners = new Set<() => void>();

  constructor(
    readonly track: Track,
    private readonly gapMs: number,
    initial: { cursor?: number; rate?: PlaybackRate } = {},
    private readonly scheduler: FrameScheduler = browserScheduler,
  ) {
    this.cursor = this.clamp(initial.cursor ?? this.firstTime());
    this.rate = initial.rate ?? DEFAULT_PLAYBACK_RATE;
    this.snapshot = this.makeSnapshot();
  }

  /** Subscribes to frames and gets the current one at once, so a late layer is not blank. */
  onFrame(listener: (frame: PlaybackFrame) => void): () => void {
    this.frameListeners.add(listener);
    listener(this.frame());
    return () => this.frameListeners.delete(listener);
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.snapshotListeners.add(listener);
    return () => this.snapshotListeners.delete(listener);
  };

  readonly getSnapshot = (): PlaybackSnapshot => this.snapshot;

  play(): void {
    if (this.playing || this.track.length === 0) return;
    if (this.cursor >= this.lastTime()) this.cursor = this.firstTime();
    // Started inside a stop (a vehicle parked at midnight), it moves on at once.
    this.cursor = this.pastStop(this.cursor);
    this.playing = true;
    this.lastFrameAt = null;
    this.handle = this.scheduler.request(this.tick);
    this.publish();
  }

  pause(): void {
    if (this.handle !== null) this.scheduler.cancel(this.handle);
    this.handle = null;
    if (!this.playing) return;
    this.playing = false;
    this.publish();
  }

  toggle(): void {
    if (this.playing) this.pause();
    else this.play();
  }

  seek(time: number): void {
    this.cursor = this.clamp(time);
    this.publish();
  }

  setRate(rate: PlaybackRate): void {
    this.rate = rate;
    this.publish();
  }

  /** The parked periods (stops longer than the chosen threshold); the timeline keeps showing them. */
  setStops(stops: readonly SkippablePeriod[]): void {
    this.stops = stops;
  }

  /** Whether playing jumps over the stops: a week at x60 then spends no minutes on a parked vehicle. */
  setSkipStops(skip: boolean): void {
    if (this.skipStops === skip) return;
    this.skipStops = skip;
    this.publish();
  }

  /** Moves to the previous or next reported point; from between two points, to the nearer one that way. */
  step(direction: 1 | -1): void {
    const { time, length } = this.track;
    if (length === 0) return;
    const i = indexAtOrBefore(time, this.cursor);
    const onPoint = time[i] === this.cursor;
    const target = direction > 0 ? (this.cursor < time[0]! ? 0 : i + 1) : onPoint ? i - 1 : i;
    this.seek(time[Math.max(0, Math.min(length - 1, target))]!);
  }

  private readonly tick = (now: number): void => {
    const delta = this.lastFrameAt === null ? 0 : Math.min(now - this.lastFrameAt, MAX_FRAME_DELTA_MS);
    this.lastFrameAt = now;
    this.cursor = Math.min(this.pastStop(this.cursor + delta * this.rate), this.lastTime());
    if (this.cursor >= this.lastTime()) {
      this.handle = null;
      this.playing = false;
      this.publish();
      return;
    }
    this.emitFrame();
    if (now - this.lastSnapshotAt >= SNAPSHOT_INTERVAL_MS) this.emitSnapshot(now);
    this.handle = this.scheduler.request(this.tick);
  };

  /** Where playback goes from `time`: the end of the stop it falls in, when skipping stops. */
  private pastStop(time: number): number {
    if (!this.skipStops) return time;
    let lo = 0;
    let hi = this.stops.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      const stop = this.stops[mid]!;
      if (time < stop.from) hi = mid - 1;
      else if (time >= stop.to) lo = mid + 1;
      else return stop.to;
    }
    return time;
  }

  private publish(): void {
    this.emitFrame();
    this.emitSnapshot(this.lastFrameAt ?? 0);
  }

  private frame(): PlaybackFrame {
    return { cursor: this.cursor, sample: sampleAt(this.track, this.cursor, this.gapMs) };
  }

  private emitFrame(): void {
    if (this.track.length === 0) return;
    const frame = this.frame();
    for (const listener of this.frameListeners) listener(frame);
  }

  private emitSnapshot(now: number): void {
    this.lastSnapshotAt = now;
    this.snapshot = this.makeSnapshot();
    for (const listener of this.snapshotListeners) listener();
  }

  private makeSnapshot(): PlaybackSnapshot {
    const index = indexAtOrBefore(this.track.time, this.cursor);
    return { cursor: this.cursor, index, playing: this.playing, rate: this.rate, skipStops: this.skipStops };
  }

  private firstTime(): number {
    return this.track.length > 0 ? this.track.time[0]! : this.track.desde;
  }

  private lastTime(): number {
    return this.track.length > 0 ? this.track.time[this.track.length - 1]! : this.track.hasta;
  }

  /** The cursor may sit anywhere in the range; before the first point the marker waits on it. */
  private clamp(time: number): number {
    return Math.min(Math.max(time, Math.min(this.track.desde, this.firstTime())), Math.max(this.track.hasta, this.lastTime()));
  }
}
