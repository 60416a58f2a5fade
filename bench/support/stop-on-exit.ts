import type { ChildProcess } from 'node:child_process';
import { constants } from 'node:os';

/**
 * Stops a server a bench started however the bench ends, so that no run leaves one holding its
 * port for the next. An uncaught error or a rejected `main()` still emits 'exit', where only a
 * synchronous kill can run; a signal does not, so it is turned into an exit first.
 */
export function stopOnExit(child: ChildProcess): void {
  const kill = () => {
    if (child.exitCode === null && child.signalCode === null) signal(child);
  };
  process.once('exit', kill);
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.once(signal, () => process.exit(128 + constants.signals[signal]));
}

/** Asks the child to stop and resolves once it has. */
export function stopChild(child: ChildProcess): Promise<void> {
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    signal(child);
  });
}

/** Children spawned `detached`: each leads a process group of its own, stopped whole. */
const groupLeaders = new WeakSet<ChildProcess>();

/** Marks a child spawned with `detached: true`, so that nothing it started outlives it. */
export function leadsGroup(child: ChildProcess): ChildProcess {
  groupLeaders.add(child);
  return child;
}

function signal(child: ChildProcess): void {
  if (groupLeaders.has(child)) process.kill(-child.pid!, 'SIGTERM');
  else child.kill('SIGTERM');
}
