import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';

/** Measuring a server in another process over loopback: wall time, its CPU time, its memory. */
export class SimProbe {
  constructor(
    private readonly base: string,
    private readonly headers: Record<string, string>,
    private readonly pid: number,
  ) {}

  async timed(path: string): Promise<{ ms: number; cpuMs: number; body: string; status: number }> {
    const cpu = this.cpuMs();
    const start = performance.now();
    const response = await fetch(`${this.base}${path}`, { headers: this.headers });
    const body = await response.text();
    return { ms: performance.now() - start, cpuMs: this.cpuMs() - cpu, body, status: response.status };
  }

  /** Wall times of `runs` requests, and the server's CPU time per request on average. */
  async series(path: string, runs: number): Promise<{ ms: number[]; cpuMsEach: number }> {
    const ms: number[] = [];
    const cpu = this.cpuMs();
    for (let i = 0; i < runs; i++) {
      const reply = await this.timed(path);
      if (reply.status !== 200) throw new Error(`${path} answered ${reply.status}`);
      ms.push(reply.ms);
    }
    return { ms, cpuMsEach: (this.cpuMs() - cpu) / runs };
  }

  /** User + system CPU of the server process, from /proc (10 ms ticks). */
  cpuMs(): number {
    const stat = readFileSync(`/proc/${this.pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  }

  memoryMb(): { rss: number; peak: number } {
    const status = readFileSync(`/proc/${this.pid}/status`, 'utf8');
    const field = (name: string) => Number(/(\d+) kB/.exec(status.split('\n').find((l) => l.startsWith(name)) ?? '')?.[1] ?? 0) / 1024;
    return { rss: field('VmRSS:'), peak: field('VmHWM:') };
  }

  async waitReady(): Promise<void> {
    for (let i = 0; i < 600; i++) {
      try {
        if ((await fetch(`${this.base}/v1/openapi.json`)).ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('the sim did not start');
  }
}

export function quantile(values: readonly number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

export function report(label: string, value: number, goal: number, unit: string, note = ''): void {
  const verdict = value <= goal ? 'OK' : 'SOBRE LA META';
  console.log(`${label.padEnd(50)} ${value.toFixed(1).padStart(8)} ${unit}  meta ≤ ${goal} ${unit}  ${verdict}${note}`);
}
