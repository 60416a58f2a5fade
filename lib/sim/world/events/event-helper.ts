import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { buildSync } from 'esbuild';
import type { SimVehicle } from '../roster';
import type { EventDayBuffer, EventJob } from './event-worker';

/**
 * A worker thread that computes vehicle-days of events while the main thread computes others:
 * on a cold query of 500 vehicles over a week (4,000 vehicle-days) the two cores share the work.
 * Started with the process (`start`), or else on first use; its heap is capped so the process stays within its memory goal.
 */
export class EventHelper {
  private worker: Worker | null = null;
  private nextId = 0;
  private readonly pending = new Map<number, { resolve: (out: EventDayBuffer[]) => void; reject: (error: Error) => void }>();

  compute(items: readonly { vehicle: SimVehicle; day: number }[]): Promise<EventDayBuffer[]> {
    const id = this.nextId++;
    const job: EventJob = { id, vehicles: items.map((item) => item.vehicle), days: items.map((item) => item.day) };
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.thread().postMessage(job);
    });
  }

  /**
   * Starts the thread now rather than on the first cold query: bundling its code (~100 ms of
   * esbuild, synchronous) and booting it would otherwise block that query's main thread.
   */
  start(): void {
    this.thread();
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    if (worker) await worker.terminate();
  }

  private thread(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(workerSource(), {
      eval: true,
      resourceLimits: { maxOldGenerationSizeMb: 24, maxYoungGenerationSizeMb: 4 },
    });
    worker.unref();
    worker.on('message', ({ id, out }: { id: number; out: EventDayBuffer[] }) => {
      this.pending.get(id)?.resolve(out);
      this.pending.delete(id);
    });
    worker.on('error', (error) => this.fail(error));
    worker.on('exit', () => this.fail(new Error('el hilo de eventos terminó')));
    this.worker = worker;
    return worker;
  }

  /** A lost worker fails what it had; the next query starts a new one. */
  private fail(error: Error): void {
    this.worker = null;
    for (const { reject } of this.pending.values()) reject(error);
    this.pending.clear();
  }
}

/**
 * The worker's code as one plain script, bundled from its TypeScript when the thread starts. A
 * worker does not inherit the main thread's loader, and registering tsx in it would cost the
 * process a compiler and a loader thread (tens of MB) that the kept events' text needs.
 */
function workerSource(): string {
  const { outputFiles } = buildSync({
    entryPoints: [fileURLToPath(new URL('./event-worker.ts', import.meta.url))],
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    write: false,
    logLevel: 'error',
  });
  return outputFiles[0]!.text;
}
