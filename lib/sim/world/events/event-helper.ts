import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { buildSync, stop } from 'esbuild';
import type { SimVehicle } from '../roster';
import type { EventJob, EventJobResult } from './event-worker';

/**
 * Worker threads that compute vehicle-days of events for a cold query (500 vehicles over a week
 * is 4,000 vehicle-days), beside the main thread (`event-sharing.ts`). Started with the process
 * (`start`), or else on first use; their heaps are capped so the process stays within its memory goal.
 */
export class EventHelper {
  private readonly workers: (Worker | null)[];
  private readonly pending: Map<number, Pending>[];
  /** By thread: indexes of the vehicles it holds, so each crosses once rather than with every job. */
  private readonly known: Set<number>[];
  /** Buffers back from earlier jobs, for the next ones to write into. */
  private readonly spare: ArrayBuffer[] = [];
  private nextId = 0;
  private source: string | null = null;

  /** `threads`: worker threads sharing the jobs (each job goes to the one with the fewest waiting). */
  constructor(readonly threads = 1) {
    this.workers = new Array<Worker | null>(threads).fill(null);
    this.pending = Array.from({ length: threads }, () => new Map<number, Pending>());
    this.known = Array.from({ length: threads }, () => new Set<number>());
  }

  compute(items: readonly { vehicle: SimVehicle; day: number }[]): Promise<EventJobResult> {
    let k = 0;
    for (let j = 1; j < this.threads; j++) if (this.pending[j]!.size < this.pending[k]!.size) k = j;
    const worker = this.thread(k);
    const job = this.job(k, items);
    return new Promise((resolve, reject) => {
      this.pending[k]!.set(job.id, { resolve, reject });
      worker.postMessage(job, job.buffer ? [job.buffer] : []);
    });
  }

  /**
   * Gives back a result's buffer once its days are copied: the next job writes into it, so a
   * query's shares do not each make and free one (freed in a thread other than the one that
   * made it, memory stays with the allocator).
   */
  reuse(buffer: ArrayBuffer): void {
    this.spare.push(buffer);
  }

  /**
   * Starts the threads now rather than on the first cold query: bundling their code (~100 ms of
   * esbuild, synchronous) and booting them would otherwise block that query's main thread.
   */
  start(): void {
    for (let k = 0; k < this.threads; k++) this.thread(k);
  }

  async close(): Promise<void> {
    const workers = [...this.workers];
    this.workers.fill(null);
    await Promise.all(workers.map((worker) => worker?.terminate()));
  }

  /** The job for thread `k`: vehicles by index, with the ones it does not hold yet. */
  private job(k: number, items: readonly { vehicle: SimVehicle; day: number }[]): EventJob {
    const known = this.known[k]!;
    const forget = known.size + items.length > VEHICLES_HELD;
    if (forget) known.clear();
    const vehicles: SimVehicle[] = [];
    for (const { vehicle } of items) {
      if (known.has(vehicle.index)) continue;
      known.add(vehicle.index);
      vehicles.push(vehicle);
    }
    const indexes = items.map((item) => item.vehicle.index);
    return { id: this.nextId++, forget, vehicles, indexes, days: items.map((item) => item.day), buffer: this.spare.pop() ?? null };
  }

  private thread(k: number): Worker {
    const running = this.workers[k];
    if (running) return running;
    this.source ??= workerSource();
    const worker = new Worker(this.source, {
      eval: true,
      resourceLimits: { maxOldGenerationSizeMb: 24, maxYoungGenerationSizeMb: 4 },
    });
    worker.unref();
    this.known[k]!.clear();
    worker.on('message', ({ id, result }: { id: number; result: EventJobResult }) => {
      this.pending[k]!.get(id)?.resolve(result);
      this.pending[k]!.delete(id);
    });
    worker.on('error', (error) => this.fail(k, worker, error));
    worker.on('exit', () => this.fail(k, worker, new Error('el hilo de eventos terminó')));
    this.workers[k] = worker;
    return worker;
  }

  /** A lost worker fails what it had; the next job for it starts a new one. */
  private fail(k: number, worker: Worker, error: Error): void {
    if (this.workers[k] === worker) this.workers[k] = null;
    for (const { reject } of this.pending[k]!.values()) reject(error);
    this.pending[k]!.clear();
  }
}

/** Vehicles a thread holds at most: a query's 500, with room for the next query's. */
const VEHICLES_HELD = 1_500;

interface Pending {
  resolve: (result: EventJobResult) => void;
  reject: (error: Error) => void;
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
  // buildSync runs esbuild from a worker thread of its own, kept for later calls: a whole
  // isolate (about 10 MB resident) that would stay for the process's life for one build.
  void stop();
  return outputFiles[0]!.text;
}
