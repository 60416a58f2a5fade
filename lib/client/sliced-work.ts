/**
 * Work over a whole fleet (20,000 vehicles), written once as a generator that yields every so
 * often, and run either at once (`runNow`) or spread over several short main-thread tasks
 * (`runSliced`), so that a snapshot arriving while the operator works never freezes the page for
 * longer than a frame or two.
 */
export type Steps<T> = Generator<void, T, void>;

/** How many items a step handles between two yields: small enough to check the clock often. */
export const STEP_ITEMS = 1_000;
/** The longest a slice runs before the page gets the main thread back (well under the 50 ms of a long task). */
const SLICE_MS = 12;

export function runNow<T>(steps: Steps<T>): T {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

type Yielding = { scheduler?: { yield?: () => Promise<void> } };

/** Gives the main thread back (input, rendering, other tasks) and resumes in a later task. */
function nextTask(): Promise<void> {
  const scheduler = (globalThis as Yielding).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Runs `steps` in slices of about `SLICE_MS`; resolves undefined if `cancelled()` turns true meanwhile. */
export async function runSliced<T>(steps: Steps<T>, cancelled: () => boolean): Promise<T | undefined> {
  let sliceStart = performance.now();
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    if (performance.now() - sliceStart < SLICE_MS) continue;
    await nextTask();
    if (cancelled()) return undefined;
    sliceStart = performance.now();
  }
}
