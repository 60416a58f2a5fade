import { Worker } from 'node:worker_threads';
import type { SimVehicle } from '../roster';
import type { EventData } from './event-columns';
import type { EventJob } from './event-worker';

/**
 * A worker thread that computes vehicle-days of events while the main thread computes others:
 * on a cold query of 500 vehicles over a week (4,000 vehicle-days) the two cores share the work.
 * Started on first use; its heap is capped so the process stays within its memory goal.
 */
export class EventHelper {
  private worker: Worker | null = null;
  private nextId = 0;
  private readonly pending = new Map<number, { resolve: (out: EventData[]) => void; reject: (error: Error) => void }>();

  compute(items: readonly { vehicle: SimVehicle; day: number }[]): Promise<EventData[]> {
    const id = this.nextId++;
    const job: EventJob = { id, vehicles: items.map((item) => item.vehicle), days: items.map((item) => item.day) };
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.thread().postMessage(job);
    });
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    if (worker) await worker.terminate();
  }

  private thread(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(new URL('./event-worker.mjs', import.meta.url), {
      resourceLimits: { maxOldGenerationSizeMb: 24, maxYoungGenerationSizeMb: 4 },
    });
    worker.unref();
    worker.on('message', ({ id, out }: { id: number; out: EventData[] }) => {
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
