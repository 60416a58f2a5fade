import { describe, expect, it } from 'vitest';
import { type FrameScheduler, type PlaybackFrame, PlaybackEngine } from './playback-engine';
import { FIXTURE_START, fixtureTrack } from './track-fixture';

const GAP = 10 * 60_000;
const at = (s: number) => FIXTURE_START + s * 1000;

/** Runs animation frames by hand: each `advance(ms)` fires one frame that much later. */
function manualFrames() {
  let pending: ((now: number) => void) | null = null;
  let now = 1000;
  const scheduler: FrameScheduler = {
    request: (cb) => {
      pending = cb;
      return 1;
    },
    cancel: () => {
      pending = null;
    },
  };
  const advance = (ms: number) => {
    now += ms;
    const cb = pending;
    pending = null;
    cb?.(now);
  };
  return { scheduler, advance, isScheduled: () => pending !== null };
}

const track = fixtureTrack([{ s: 0 }, { s: 60 }, { s: 120 }, { s: 3600 }]);

describe('PlaybackEngine', () => {
  it('advances route time by real time × rate', () => {
    const frames = manualFrames();
    const engine = new PlaybackEngine(track, GAP, { rate: 60 }, frames.scheduler);
    engine.play();
    frames.advance(16);
    for (let k = 0; k < 10; k++) frames.advance(50);
    expect(engine.getSnapshot().cursor).toBe(at(0) + 500 * 60);
  });

  it('caps a long pause between frames so a background tab does not leap ahead', () => {
    const frames = manualFrames();
    const engine = new PlaybackEngine(track, GAP, { rate: 10 }, frames.scheduler);
    engine.play();
    frames.advance(16);
    frames.advance(60_000);
    expect(engine.getSnapshot().cursor).toBe(at(0) + 250 * 10);
  });

  it('sends every frame to frame listeners but snapshots at most every 250 ms while playing', () => {
    const frames = manualFrames();
    const engine = new PlaybackEngine(track, GAP, { rate: 1 }, frames.scheduler);
    const seen: PlaybackFrame[] = [];
    let snapshots = 0;
    engine.onFrame((f) => seen.push(f));
    engine.subscribe(() => snapshots++);
    engine.play();
    const afterPlay = snapshots;
    for (let k = 0; k < 60; k++) frames.advance(1000 / 60);
    expect(seen.length).toBe(1 + 60 + 1);
    expect(snapshots - afterPlay).toBeLessThanOrEqual(5);
    expect(snapshots - afterPlay).toBeGreaterThanOrEqual(3);
  });

  it('stops at the last point and replays from the first', () => {
    const frames = manualFrames();
    const engine = new PlaybackEngine(track, GAP, { rate: 1000, cursor: at(3500) }, frames.scheduler);
    engine.play();
    frames.advance(16);
    frames.advance(100);
    frames.advance(100);
    expect(engine.getSnapshot()).toMatchObject({ cursor: at(3600), playing: false, index: 3 });
    expect(frames.isScheduled()).toBe(false);
    engine.play();
    expect(engine.getSnapshot()).toMatchObject({ cursor: at(0), playing: true });
  });

  it('steps to the previous and next point, and seeks within the range', () => {
    const engine = new PlaybackEngine(track, GAP, { cursor: at(90) }, manualFrames().scheduler);
    engine.step(1);
    expect(engine.getSnapshot().cursor).toBe(at(120));
    engine.step(-1);
    expect(engine.getSnapshot().cursor).toBe(at(60));
    engine.seek(at(90));
    engine.step(-1);
    expect(engine.getSnapshot().cursor).toBe(at(60));
    engine.seek(at(-999));
    expect(engine.getSnapshot().cursor).toBe(at(0));
    engine.step(-1);
    expect(engine.getSnapshot()).toMatchObject({ cursor: at(0), index: 0 });
  });

  it('gives a new frame to a listener at once and on every seek while paused', () => {
    const engine = new PlaybackEngine(track, GAP, {}, manualFrames().scheduler);
    const cursors: number[] = [];
    engine.onFrame((f) => cursors.push(f.cursor));
    engine.seek(at(30));
    expect(cursors).toEqual([at(0), at(30)]);
  });

  it('jumps over stops when told to, from a start inside one and on the way', () => {
    const frames = manualFrames();
    const engine = new PlaybackEngine(track, GAP, { rate: 60 }, frames.scheduler);
    engine.setStops([
      { from: at(0), to: at(60) },
      { from: at(120), to: at(3600) },
    ]);
    engine.setSkipStops(true);
    engine.play();
    expect(engine.getSnapshot()).toMatchObject({ cursor: at(60), skipStops: true });
    frames.advance(16);
    for (let k = 0; k < 4; k++) frames.advance(250);
    // A second of frames at x60 reaches 120 s, the start of the second stop: over it at once.
    expect(engine.getSnapshot().cursor).toBe(at(3600));
    expect(engine.getSnapshot().playing).toBe(false);
  });

  it('plays through stops as recorded when not skipping', () => {
    const frames = manualFrames();
    const engine = new PlaybackEngine(track, GAP, { rate: 60 }, frames.scheduler);
    engine.setStops([{ from: at(0), to: at(60) }]);
    engine.play();
    frames.advance(16);
    frames.advance(250);
    frames.advance(250);
    expect(engine.getSnapshot().cursor).toBe(at(30));
  });
});
