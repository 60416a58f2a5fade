import { spawn, type ChildProcess } from 'node:child_process';

/**
 * Extra embedded Fleet APIs and Flota servers for the events journeys and benchmarks that need
 * their own fleet or gateway settings (a busier fleet, a short poll, streams the server drops,
 * a key without `eventos`). Apps run this checkout's production build; all on loopback ports
 * given by the caller.
 */
export interface Server {
  url: string;
  stop: () => Promise<void>;
}

export async function startSim(options: { port: number; config: string }): Promise<Server> {
  const url = `http://127.0.0.1:${options.port}`;
  const sim = launch('npx', ['tsx', 'lib/sim/main.ts'], { SIM_HOST: '127.0.0.1', SIM_PORT: String(options.port), SIM_CONFIG: options.config });
  return ready(url, `${url}/v1/openapi.json`, sim);
}

export async function startApp(options: {
  port: number;
  simUrl: string;
  apiKey: string;
  /** Gateway knobs such as FLOTA_SSE_MAX_AGE_S. */
  env?: Record<string, string>;
}): Promise<Server> {
  const url = `http://127.0.0.1:${options.port}`;
  const app = launch(process.execPath, ['dist/server/main.mjs', '-H', '127.0.0.1', '-p', String(options.port)], {
    NEXT_TELEMETRY_DISABLED: '1',
    FLEET_API_BASE_URL: options.simUrl,
    FLEET_API_KEY: options.apiKey,
    ...options.env,
  });
  return ready(url, `${url}/eventos`, app);
}

async function ready(url: string, probe: string, launched: Launched): Promise<Server> {
  const stop = () => halt(launched);
  try {
    await waitUntilUp(probe, launched);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}

interface Launched {
  child: ChildProcess;
  /** The last lines it printed, to explain a failed start. */
  output: string[];
}

function launch(command: string, args: string[], env: Record<string, string>): Launched {
  // Its own process group, so stopping it also stops what npx started under it.
  const child = spawn(command, args, { env: { ...process.env, ...env }, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    output.push(chunk.toString());
    if (output.length > 200) output.shift();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return { child, output };
}

async function waitUntilUp(url: string, { child, output }: Launched, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited.\n${output.join('')}`);
    const ok = await fetch(url).then((r) => r.ok, () => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s.\n${output.join('')}`);
}

async function halt({ child }: Launched): Promise<void> {
  if (child.exitCode !== null || child.pid === undefined) return;
  const pid = child.pid;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  signalGroup(pid, 'SIGTERM');
  const timer = setTimeout(() => signalGroup(pid, 'SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch (error) {
    // ESRCH: the group is already gone, which is what we wanted.
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
  }
}
