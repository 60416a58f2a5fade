import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { CONTRASENA_E2E, E2E_AUTH_ENV } from '../../e2e/support/session-state';
import { leadsGroup, stopChild, stopOnExit } from './stop-on-exit';
import { freshDataDir } from '../../lib/testing/fresh-data-dir';

export interface RunningApp {
  url: string;
  /** The server's process, whose CPU time a bench may read (`cpuSeconds`). */
  pid: number;
  /** `flota_sesion=…` of the e2e administrator (every role's routes, every client): send it as `cookie`. */
  cookie: string;
  stop(): Promise<void>;
}

/**
 * Starts the production server (`dist/server/main.mjs`, as `npm start` does) on a loopback port with the
 * given environment and the e2e users file (the history sync off unless `env` turns it on: its
 * background units would blur what the benches count), waits until it answers and signs in as the
 * administrator. The build must exist: `npm run build` first. The server is stopped however the
 * bench ends (an error, Ctrl-C), its whole process group, so that no run leaves one holding the port for the next.
 */
export async function startApp(port: number, env: Record<string, string>): Promise<RunningApp> {
  if (!existsSync('.next/BUILD_ID') || !existsSync('dist/server/main.mjs')) throw new Error('No production build: run `npm run build` first.');
  const child: ChildProcess = leadsGroup(
    spawn(process.execPath, ['dist/server/main.mjs', '-H', '127.0.0.1', '-p', String(port)], {
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', FLOTA_LOG: 'silent', FLOTA_DATA_DIR: freshDataDir(), FLOTA_SYNC_DAYS: '0', ...E2E_AUTH_ENV, ...env },
      stdio: ['ignore', 'ignore', 'inherit'],
      detached: true,
    }),
  );
  stopOnExit(child);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the app exited with ${child.exitCode}`);
    const ready = await fetch(`${url}/`).then((r) => r.ok, () => false);
    if (ready) break;
    if (Date.now() > deadline) throw new Error(`the app did not answer on ${url}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    pid: child.pid as number,
    cookie: await signIn(url),
    stop: () => stopChild(child),
  };
}

/** Signs in through the app's own route, as a browser would; answers the session cookie. */
async function signIn(url: string): Promise<string> {
  const response = await fetch(`${url}/api/sesion`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ usuario: 'admin', contrasena: CONTRASENA_E2E }),
  });
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('flota_sesion='));
  if (!response.ok || !cookie) throw new Error(`could not sign in on ${url}: ${response.status}`);
  return cookie.split(';')[0] as string;
}

/** CPU time a process has used so far (user + system), from /proc: what its answers cost the machine, whatever else runs on it. */
export function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th, in clock ticks.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
}

/** Linux's USER_HZ (`getconf CLK_TCK`), the same on every architecture Node runs on. */
const CLOCK_TICKS = 100;
