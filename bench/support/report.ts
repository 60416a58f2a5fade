import { cpus, loadavg } from 'node:os';

/** One benchmark figure against its goal, printed as a table row. */
export interface Figure {
  name: string;
  value: number;
  unit: string;
  goal?: { op: '<=' | '>=' | '='; value: number };
}

/** Prints the figures under a title, with the machine's load averages: figures on a busy machine read differently. */
export function printFigures(title: string, figures: Figure[]): void {
  const load = loadavg().map((n) => n.toFixed(2)).join(', ');
  console.log(`\n${title}\n  (${new Date().toISOString()}, load average ${load} on ${cpus().length} cores)`);
  for (const f of figures) {
    const value = Number.isInteger(f.value) ? String(f.value) : f.value.toFixed(3);
    const met = f.goal ? (meets(f.value, f.goal) ? 'OK' : 'NOT MET') : '';
    const goal = f.goal ? `goal ${f.goal.op} ${f.goal.value} ${f.unit}` : '';
    console.log(`  ${f.name.padEnd(52)} ${`${value} ${f.unit}`.padEnd(18)} ${goal.padEnd(24)} ${met}`);
  }
}

function meets(value: number, goal: NonNullable<Figure['goal']>): boolean {
  if (goal.op === '<=') return value <= goal.value;
  if (goal.op === '>=') return value >= goal.value;
  return value === goal.value;
}

/** Percentile of a list of numbers (nearest rank). */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;
}
