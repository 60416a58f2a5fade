import type { VehiclePoint } from './vehicle-features';

export type GlideFrame = { id: string; lon: number; lat: number }[];

/** Ease-in-out, so a vehicle starts and ends its glide smoothly. */
export function easeInOut(k: number): number {
  return k < 0.5 ? 2 * k * k : 1 - (-2 * k + 2) ** 2 / 2;
}

/** Where each vehicle is at fraction `k` (0..1) of its glide. */
export function glideFrame(tracks: readonly [VehiclePoint, VehiclePoint][], k: number): GlideFrame {
  const e = easeInOut(Math.min(1, Math.max(0, k)));
  return tracks.map(([from, to]) => ({
    id: to.id,
    lon: from.lon + (to.lon - from.lon) * e,
    lat: from.lat + (to.lat - from.lat) * e,
  }));
}

/**
 * Moves vehicles from their previous to their new position over `durationMs` with
 * requestAnimationFrame, handing each frame to `write` (which puts it on the map): React renders
 * nothing per frame. Starting a new glide first lands the running one on its targets.
 */
export class VehicleGlide {
  private tracks: [VehiclePoint, VehiclePoint][] = [];
  private startedAt = 0;
  private frame = 0;

  constructor(
    private readonly write: (frame: GlideFrame) => void,
    private readonly durationMs = 1_200,
  ) {}

  start(tracks: [VehiclePoint, VehiclePoint][]): void {
    this.finish();
    if (tracks.length === 0) return;
    this.tracks = tracks;
    this.startedAt = performance.now();
    this.frame = requestAnimationFrame(this.step);
  }

  /** Lands every vehicle of the running glide on its target at once. */
  finish(): void {
    if (!this.frame) return;
    cancelAnimationFrame(this.frame);
    this.frame = 0;
    this.write(glideFrame(this.tracks, 1));
    this.tracks = [];
  }

  /** Stops without writing (the map is going away). */
  cancel(): void {
    cancelAnimationFrame(this.frame);
    this.frame = 0;
    this.tracks = [];
  }

  /** Where the glide has a vehicle right now, if it is gliding it. */
  targetOf(id: string): VehiclePoint | undefined {
    return this.tracks.find(([, to]) => to.id === id)?.[1];
  }

  private readonly step = (now: number): void => {
    const k = (now - this.startedAt) / this.durationMs;
    if (k >= 1) {
      this.frame = 0;
      this.write(glideFrame(this.tracks, 1));
      this.tracks = [];
      return;
    }
    this.write(glideFrame(this.tracks, k));
    this.frame = requestAnimationFrame(this.step);
  };
}
