import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';

export interface RunningApp {
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts the production build (`next start`) on a loopback port with the given environment and
 * waits until it answers. The build must exist: `npm run build` first.
 */
export async function startApp(port: number, env: Record<string, string>): Promise<RunningApp> {
  if (!existsSync('.next/BUILD_ID')) throw new Error('No production build: run `npm run build` first.');
  const child: ChildProcess = spawn('node_modules/.bin/next', ['start', '-H', '127.0.0.1', '-p', String(port)], {
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', FLOTA_LOG: 'silent', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`next start exited with ${child.exitCode}`);
    const ready = await fetch(`${url}/`).then((r) => r.ok, () => false);
    if (ready) break;
    if (Date.now() > deadline) throw new Error(`next start did not answer on ${url}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
