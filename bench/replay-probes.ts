/**
 * Scripts injected into the page before the app loads. They only observe: a stand-in for the
 * React DevTools hook (React calls it on every commit, production builds included), a
 * long-task observer and an animation-frame counter. (When a route's bytes arrived and when its
 * path was drawn, the page marks itself: lib/client/replay/route-marks.ts.)
 */
export interface ReplayProbes {
  commits: number;
  frames: number;
  maxFrameGapMs: number;
  longTasks: number[];
}

declare global {
  interface Window {
    __replayProbes: ReplayProbes;
  }
}

export function installProbes(): void {
  const probes: ReplayProbes = { commits: 0, frames: 0, maxFrameGapMs: 0, longTasks: [] };
  window.__replayProbes = probes;

  Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
    configurable: true,
    value: {
      supportsFiber: true,
      renderers: new Map(),
      inject: () => 1,
      onCommitFiberRoot: () => {
        probes.commits++;
      },
      onCommitFiberUnmount: () => {},
      onPostCommitFiberRoot: () => {},
      checkDCE: () => {},
    },
  });

  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) probes.longTasks.push(entry.duration);
  }).observe({ type: 'longtask', buffered: true });

  let last: number | null = null;
  const frame = (now: number) => {
    probes.frames++;
    if (last !== null) probes.maxFrameGapMs = Math.max(probes.maxFrameGapMs, now - last);
    last = now;
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

/**
 * installProbes as an init-script source. tsx (esbuild with keepNames) wraps inner functions in
 * `__name(...)` calls that exist only in Node, so the page gets a no-op `__name` first.
 */
export const PROBES_SCRIPT = `var __name = (target) => target;\n(${installProbes.toString()})();`;
