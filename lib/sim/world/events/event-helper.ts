import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { buildSync } from 'esbuild';
import type { SimVehicle } from '../roster';
import type { EventDayBuffer, EventJob } from './event-worker';

/** Two threads at most: each costs the process about 12 MB, and its memory goal is 300 MB. */
const MAX_THREADS = 2;

interface Pending {
  resolve: (out: EventDayBuffer[]) => void;
  reject: (error: Error) => void;
}

/** One worker thread and the jobs it has not answered yet. */
interface Thread {
  worker: Worker;
  pending: Map<number, Pending>;
}

/**
 * Worker threads that compute the vehicle-days of a cold events query (500 vehicles over a week
 * are 4,000) on every core, while the main thread only takes the results in: its own heap is
 * large (the whole fleet), so the garbage of computing days costs it several times what it costs
 * a small worker heap. Started on first use; their heaps are capped so the process stays within
 * its memory goal.
 */
export class EventHelper {
  readonly threadCount = Math.min(MAX_THREADS, availableParallelism());
  private readonly threads: (Thread | null)[] = Array.from({ length: this.threadCount }, () => null);
  private nextId = 0;

  /** Hands the days to the thread with the fewest jobs waiting. */
  compute(items: readonly { vehicle: SimVehicle; day: number }[]): Promise<EventDayBuffer[]> {
    const id = this.nextId++;
    const job: EventJob = { id, vehicles: items.map((item) => item.vehicle), days: items.map((item) => item.day) };
    const thread = this.leastBusy();
    return new Promise((resolve, reject) => {
      thread.pending.set(id, { resolve, reject });
      thread.worker.postMessage(job);
    });
  }

  async close(): Promise<void> {
    const running = this.threads.filter((thread) => thread !== null);
    this.threads.fill(null);
    await Promise.all(running.map((thread) => thread.worker.terminate()));
  }

  private leastBusy(): Thread {
    let best = 0;
    for (let k = 0; k < this.threadCount; k++) {
      const load = this.threads[k]?.pending.size ?? 0;
      if (load < (this.threads[best]?.pending.size ?? 0)) best = k;
    }
    return this.threads[best] ?? this.start(best);
  }

  private start(slot: number): Thread {
    const worker = new Worker(workerSource(), {
      eval: true,
      resourceLimits: { maxOldGenerationSizeMb: 24, maxYoungGenerationSizeMb: 4 },
    });
    const thread: Thread = { worker, pending: new Map() };
    worker.unref();
    worker.on('message', ({ id, out }: { id: number; out: EventDayBuffer[] }) => {
      thread.pending.get(id)?.resolve(out);
      thread.pending.delete(id);
    });
    worker.on('error', (error) => this.fail(slot, thread, error));
    worker.on('exit', () => this.fail(slot, thread, new Error('el hilo de eventos terminó')));
    this.threads[slot] = thread;
    return thread;
  }

  /** A lost worker fails what it had; the next job in its slot starts a new one. */
  private fail(slot: number, thread: Thread, error: Error): void {
    if (this.threads[slot] === thread) this.threads[slot] = null;
    for (const { reject } of thread.pending.values()) reject(error);
    thread.pending.clear();
  }
}

let bundled: string | null = null;

/**
 * The worker's code as one plain script, bundled from its TypeScript when the first thread
 * starts. A worker does not inherit the main thread's loader, and registering tsx in each would
 * cost the process a compiler and a loader thread (tens of MB) that the kept events' text needs.
 */
function workerSource(): string {
  if (bundled !== null) return bundled;
  const { outputFiles } = buildSync({
    entryPoints: [fileURLToPath(new URL('./event-worker.ts', import.meta.url))],
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    write: false,
    logLevel: 'error',
  });
  bundled = outputFiles[0]!.text;
  return bundled;
}
