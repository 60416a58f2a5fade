import os from 'node:os';
import { chromium, type Browser, type Page } from '@playwright/test';
import { loadSimConfig } from '../lib/sim/config';
import { startSim } from '../lib/sim/server';
import { signInCookie, startAppOn } from '../e2e/live-map-servers';
import { recordLongTasks } from './map-probes';

/**
 * What the map benchmarks run against: the embedded Fleet API with 20,000 vehicles
 * (bench/fixtures/sim-map-20k.json; a second key sees 10,000 of them), two Flota servers (`dist/server/main.mjs`) of the
 * current production build pointed at it (gateway polling every `POLL_S`), and Chromium.
 * Ports: BENCH_APP_PORT (and +1) and BENCH_SIM_PORT.
 */
export const APP_PORT = Number(process.env.BENCH_APP_PORT ?? 3305);
const SIM_PORT = Number(process.env.BENCH_SIM_PORT ?? 4315);
/** The gateway's fastest positions poll (FLOTA_POSITIONS_POLL_S accepts 10 s and up). */
export const POLL_S = 10;

export const sleep = (t: number) => new Promise((r) => setTimeout(r, t));
/** Load average over the last minute: the figures depend on it (2 cores shared with other work). */
export const load = () => os.loadavg()[0]!.toFixed(1);

export type MapStack = Awaited<ReturnType<typeof startMapStack>>;

/**
 * The two ways Chromium draws here. This machine has no GPU: by default Chromium then composites in
 * software and reads every WebGL frame back to the CPU on the page's main thread (GLES2::ReadPixels
 * in the compositor commit), a wait no desktop with a GPU has. With SwiftShader as its GPU, it
 * composites as with a GPU and that wait leaves the main thread. Figures are printed for both.
 */
export const BROWSER_MODES = {
  software: { label: 'composición por software (sin GPU)', args: ['--no-sandbox', '--disable-gpu', '--enable-precise-memory-info'] },
  swiftshader: {
    label: 'composición GPU emulada (SwiftShader)',
    args: ['--no-sandbox', '--ignore-gpu-blocklist', '--use-angle=swiftshader', '--enable-unsafe-swiftshader', '--enable-gpu-rasterization', '--enable-precise-memory-info'],
  },
} as const;
export type BrowserMode = keyof typeof BROWSER_MODES;

export async function startMapStack() {
  const sim = await startSim({ config: loadSimConfig('bench/fixtures/sim-map-20k.json'), port: SIM_PORT });
  const common = { FLEET_API_BASE_URL: sim.url, FLOTA_POSITIONS_POLL_S: String(POLL_S), FLOTA_LOG: 'silent' };
  const [app10k, app20k] = await Promise.all([
    startAppOn(APP_PORT, { ...common, FLEET_API_KEY: 'svc_live_bench_map_10k' }),
    startAppOn(APP_PORT + 1, { ...common, FLEET_API_KEY: 'svc_live_bench_map' }),
  ]);
  // `name=value` of the benchmark's session (admin of the e2e users).
  const session = await signInCookie(app20k.url);
  const launch = (mode: BrowserMode): Promise<Browser> =>
    chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: [...BROWSER_MODES[mode].args] });
  let browser: Browser = await launch('software');
  let mode: BrowserMode = 'software';

  /** Closes the browser and starts it again in `next` mode; pages opened after use it. */
  async function switchBrowser(next: BrowserMode): Promise<Browser> {
    if (next === mode) return browser;
    await browser.close();
    browser = await launch(next);
    mode = next;
    return browser;
  }

  async function newPage(): Promise<Page> {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const [name, value] = session.split(/=(.*)/s) as [string, string];
    await context.addCookies([{ name, value, domain: '127.0.0.1', path: '/' }]);
    const page = await context.newPage();
    await recordLongTasks(page);
    return page;
  }

  /** How many vehicles an app's snapshot holds (fleets have some that never reported). */
  async function located(appUrl: string): Promise<number> {
    const body = (await (await fetch(`${appUrl}/api/posiciones`, { headers: { cookie: session } })).json()) as { cantidad: number };
    return body.cantidad;
  }

  async function stop() {
    await browser.close();
    await Promise.all([app10k.stop(), app20k.stop()]);
    await sim.close();
  }

  return {
    app10k,
    app20k,
    session,
    get browser() {
      return browser;
    },
    switchBrowser,
    newPage,
    located,
    stop,
  };
}
