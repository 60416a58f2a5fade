import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type SimConfig, simConfigSchema } from './config';
import { DEMO_CONFIG } from './demo-config';
import { SimService } from './service';
import type { EventHelper } from './world/events/event-helper';

export interface RunningSim {
  url: string;
  port: number;
  /** The fleet clock's now (`config.clock`), as `servicio.hora` reports it. */
  fleetNow(): number;
  close(): Promise<void>;
}

/**
 * Starts the embedded Fleet API on a real HTTP server (port 0 = any free port). A config given
 * in code passes the same schema as a config file, `clock` included: the fleet clock stands at
 * `clock.start` while the first snapshot is computed and starts running once the server listens.
 */
export async function startSim(
  opts: { config?: SimConfig; host?: string; port?: number; eventHelper?: EventHelper } = {},
): Promise<RunningSim> {
  const config = simConfigSchema.parse(opts.config ?? DEMO_CONFIG);
  const host = opts.host ?? '127.0.0.1';
  const service = new SimService(config, { eventHelper: opts.eventHelper });
  service.warmUp();
  // A `vehiculos` list of 500 ids is a long URL; Node's default 16 KB would refuse it first.
  const server = createServer({ maxHeaderSize: 64 * 1024 }, (req, res) => {
    service.handle(req, res).catch((error: unknown) => {
      console.error('[sim] respuesta fallida:', error);
      // Half an answer must not pass for a whole one.
      if (res.headersSent) res.destroy();
      else res.writeHead(500).end();
    });
  });
  // Clients (undici: 4 s) must always be the side that drops an idle connection; a server that
  // closes first races with a request being sent on it.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  service.clock.run();
  const { port } = server.address() as AddressInfo;
  const urlHost = host.includes(':') ? `[${host}]` : host;
  return {
    url: `http://${urlHost}:${port}`,
    port,
    fleetNow: () => service.clock.now(),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }).finally(() => service.close()),
  };
}
