import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { freshDataDir } from '@/lib/testing/fresh-data-dir';

/**
 * A second Flota server for the specs that need one with other settings (demo mode, a bad
 * users file) or its whole output (the key must be in no log line). It runs the same
 * production build as the main e2e server, with only the environment it is given, on the last
 * port of the suite's block (other specs take the first ones).
 */
export const PUERTO_EXTRA = Number(process.env.E2E_APP_PORT ?? 3100) + 9;
export const PUERTO_SIM_EXTRA = Number(process.env.E2E_SIM_PORT ?? 4110) + 9;

export interface AppProcess {
  url: string;
  output(): string;
  /** Resolves with the exit code once the process has ended (it is asked to stop if still running). */
  stop(): Promise<number | null>;
  /** Ends the server at once, as a crash would (SIGKILL to its group): it gives up nothing it holds. */
  kill(): Promise<void>;
  /** Waits for the process to end by itself (a server that refuses to start); stops it after `ms`. */
  exited(ms?: number): Promise<number | null>;
}

const responde = (url: string) => fetch(`${url}/ingresar`).then((r) => r.ok, () => false);

/** Whether the port can be bound now: a dying server may still hold it without answering. */
function sePuedeEscuchar(puerto: number): Promise<boolean> {
  return new Promise((resolve) => {
    const prueba = createServer();
    prueba.once('error', () => resolve(false));
    prueba.listen(puerto, '127.0.0.1', () => prueba.close(() => resolve(true)));
  });
}

/** Until nothing answers on the port and it can be bound again: a stopping server may hold it a moment longer. */
async function libre(url: string): Promise<void> {
  for (let intento = 0; intento < 100 && (await responde(url)); intento++) await new Promise((r) => setTimeout(r, 100));
  await hastaQueSeLibere(Number(new URL(url).port));
}

async function hastaQueSeLibere(puerto: number): Promise<void> {
  for (let intento = 0; intento < 100 && !(await sePuedeEscuchar(puerto)); intento++) await new Promise((r) => setTimeout(r, 100));
}

function ended(proceso: ChildProcess): Promise<number | null> {
  if (proceso.exitCode !== null || proceso.signalCode !== null) return Promise.resolve(proceso.exitCode);
  return new Promise((resolve) => proceso.once('exit', (code) => resolve(code)));
}

/**
 * Starts the production server (`dist/server/main.mjs`, as `npm start`) with exactly `env` (plus
 * PATH) and waits until it answers or exits. Its store is an empty embedded one of its own unless
 * `env` names one (FLOTA_DATA_DIR, DATABASE_URL). On the suite's extra port unless told another.
 */
export async function startApp(
  env: Record<string, string>,
  { port = PUERTO_EXTRA, timeoutMs = 60_000 }: { port?: number; timeoutMs?: number } = {},
): Promise<AppProcess> {
  const url = `http://127.0.0.1:${port}`;
  await libre(url);
  // The embedded API a demo-mode app starts takes this port; the last one may still be closing.
  await hastaQueSeLibere(PUERTO_SIM_EXTRA);
  const entorno: NodeJS.ProcessEnv = {
    PATH: process.env.PATH ?? '',
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    SIM_PORT: String(PUERTO_SIM_EXTRA),
    // As every server of the suite (playwright.config.ts): no history sync spending the key unless asked.
    FLOTA_SYNC_DAYS: '0',
    ...(env.FLOTA_DATA_DIR || env.DATABASE_URL ? {} : { FLOTA_DATA_DIR: freshDataDir() }),
    ...env,
  };
  const proceso = spawn('node', ['dist/server/main.mjs', '-H', '127.0.0.1', '-p', String(port)], {
    env: entorno,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let salida = '';
  proceso.stdout?.on('data', (chunk: Buffer) => (salida += chunk.toString()));
  proceso.stderr?.on('data', (chunk: Buffer) => (salida += chunk.toString()));
  const app: AppProcess = {
    url,
    output: () => salida,
    async stop() {
      // The whole group: the server and the embedded API it may have started.
      try {
        if (proceso.pid) process.kill(-proceso.pid, 'SIGTERM');
      } catch {
        // The group is gone already.
      }
      const codigo = await ended(proceso);
      await libre(url);
      return codigo;
    },
    async kill() {
      try {
        if (proceso.pid) process.kill(-proceso.pid, 'SIGKILL');
      } catch {
        // The group is gone already.
      }
      await ended(proceso);
    },
    async exited(ms = 30_000) {
      const plazo = setTimeout(() => void app.stop(), ms);
      const codigo = await ended(proceso);
      clearTimeout(plazo);
      return codigo;
    },
  };
  const limite = Date.now() + timeoutMs;
  while (Date.now() < limite && proceso.exitCode === null) {
    if (await responde(url)) return app;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return app;
}
