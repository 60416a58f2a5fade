import { type ChildProcess, spawn } from 'node:child_process';
import { freshDataDir } from '@/lib/testing/fresh-data-dir';

/**
 * An embedded Fleet API and the production build of the app, started outside Playwright's
 * webServer list: for a key other than the suite's, and for the replay benchmark.
 */
export interface FlotaServers {
  appUrl: string;
  stop: () => void;
}

export interface FlotaServerOptions {
  appPort: number;
  simPort: number;
  simConfig: string;
  key: string;
  /** More environment for the app (its users file and session secret, for instance). */
  env?: Record<string, string>;
}

function start(command: string, args: string[], env: Record<string, string>): ChildProcess {
  // Its own process group, so one signal stops npm and the node it runs.
  return spawn(command, args, { env: { ...process.env, ...env }, detached: true, stdio: 'ignore' });
}

async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await fetch(url).then((r) => r.ok, () => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

export async function startFlota({ appPort, simPort, simConfig, key, env = {} }: FlotaServerOptions): Promise<FlotaServers> {
  const simUrl = `http://127.0.0.1:${simPort}`;
  const children = [start('npm', ['run', 'sim'], { SIM_HOST: '127.0.0.1', SIM_PORT: String(simPort), SIM_CONFIG: simConfig })];
  const stop = () => {
    for (const child of children) if (child.pid) process.kill(-child.pid, 'SIGTERM');
  };
  try {
    // The Fleet API first, as in a deployment: the app reads the fleet's time from it as it
    // starts, and one that found it not yet listening would render pages on the machine's
    // clock until its next reading, half a minute later (a page dated today, not the fleet's day).
    await waitFor(`${simUrl}/v1/openapi.json`, 60_000);
    children.push(
      start(process.execPath, ['dist/server/main.mjs', '-H', '127.0.0.1', '-p', String(appPort)], {
        NEXT_TELEMETRY_DISABLED: '1',
        FLOTA_DATA_DIR: freshDataDir(),
        FLEET_API_BASE_URL: simUrl,
        FLEET_API_KEY: key,
        ...env,
      }),
    );
    await waitFor(`http://127.0.0.1:${appPort}/`, 90_000);
  } catch (error) {
    stop();
    throw error;
  }
  return { appUrl: `http://127.0.0.1:${appPort}`, stop };
}
