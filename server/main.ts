/**
 * Flota's server: the one process `npm start` and `npm run dev` run (scripts/build-server.mjs
 * compiles it with everything it imports; Next's own bundles hold none of the API).
 *   node dist/server/main.mjs [--dev] [-p PORT] [-H HOSTNAME]      (PORT from the environment too)
 * At start it checks the environment (lib/env; a bad one stops it with a message) and the sign-in
 * users, opens the store (lib/store: embedded under FLOTA_DATA_DIR, or DATABASE_URL) and keeps
 * sign-outs and lock-outs there, starts the embedded Fleet API when none is configured, and creates
 * the gateway (whose live feed is the store's event log, and which keeps closed days of routes
 * and events there; on a database server, also the key's budget, the pollers' leases and the
 * leader's positions).
 * Then it answers every request (server/request-handler.ts): `/api` with our router
 * (app/api/router.ts), the rest with Next.js, in production or, with --dev, in development mode
 * (hot reload included).
 */
import 'server-only';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: { dev: { type: 'boolean' }, port: { type: 'string', short: 'p' }, hostname: { type: 'string', short: 'H' } },
});
const dev = values.dev ?? false;
const hostname = values.hostname;
const root = fileURLToPath(new URL('..', import.meta.url));

// The whole environment is checked before anything else loads: a bad one stops here, naming
// every wrong or missing variable at once.
const { prepareServerProcess, serverEnv } = await import('@/lib/env/server');
prepareServerProcess({ dev, port: values.port });
const env = (() => {
  try {
    return serverEnv();
  } catch (error) {
    console.error(`Flota no puede arrancar. ${(error as Error).message}`);
    process.exit(1);
  }
})();
const port = env.PORT;

const { checkAuthAtStart } = await import('@/lib/auth/startup');
await checkAuthAtStart();
const [{ sharedStore, closeSharedStore }, { keepAuthInStore }, { scheduleStoreMaintenance }] = await Promise.all([
  import('@/lib/store/shared-store'),
  import('@/lib/auth/stored-auth'),
  import('@/lib/store/maintenance'),
]);
// Opening the embedded database takes seconds (PGlite starts PostgreSQL in WebAssembly): it
// runs while the Fleet API and Next get ready, and the server listens only once it is open.
// Without its store Flota would forget sign-outs and lock-outs: it does not start.
const storeOpened = sharedStore()
  .then(async (store) => ({ store, releaseAuth: await keepAuthInStore(store) }))
  .catch((error: unknown) => {
    console.error(`Flota no puede arrancar: no pudo abrir su almacenamiento. ${(error as Error).message}`);
    process.exit(1);
  });
const { fleetApiTarget } = await import('./embedded-api');
const target = await fleetApiTarget(env);
const { default: next } = await import('next');
const app = next({ dev, dir: root, hostname: hostname ?? 'localhost', port });
const prepared = app.prepare();
// The gateway keeps closed days of history in the store: it is made once the store is open.
const { store, releaseAuth } = await storeOpened;
const { createGateway, setGateway } = await import('@/lib/gateway/gateway');
const gateway = createGateway(env, { target, store });
setGateway(gateway);
// The service's time, read once now: the first request need not wait for it.
void gateway.serviceClock.ready();
gateway.historySync?.start();
await prepared;
const [{ createRequestHandler }, { answerApi }, { answerClientError }] = await Promise.all([
  import('./request-handler'),
  import('@/app/api/router'),
  import('./client-errors'),
]);

// A `vehiculos` filter of a few hundred ids is a long URL: Node's default 16 KB would refuse it.
const server = createServer({ maxHeaderSize: 64 * 1024 }, createRequestHandler({ next: app.getRequestHandler(), api: answerApi, fleetTime: gateway.serviceClock }));
server.on('clientError', answerClientError);
// In development, Next adds its own 'upgrade' listener to this server on the first request it
// handles: that is how hot reload's WebSocket reaches it.
server.once('error', (error) => {
  console.error(`Flota no puede escuchar en el puerto ${port}: ${error.message}`);
  process.exit(1);
});
server.listen(port, hostname, () => console.log(`[flota] listo en http://${hostname ?? 'localhost'}:${port}${dev ? ' (desarrollo)' : ''}`));

// Retention, expiries and (embedded engine) vacuum and statistics, in the background: a while
// after the start, then hourly. Never on the start's path.
const maintenance = scheduleStoreMaintenance(store, {
  onRun: (pruned, ms) => {
    if (env.FLOTA_LOG !== 'silent') console.log(JSON.stringify({ t: new Date().toISOString(), nivel: 'info', msg: 'mantenimiento', origen: 'almacenamiento', ms, ...pruned }));
  },
  onError: (error) => console.error(`[flota] almacenamiento: el mantenimiento falló: ${error.message}`),
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    setGateway(null);
    const closed = new Promise((resolve) => server.close(resolve));
    // Open event streams would hold the server forever, and upgraded sockets (hot reload's
    // WebSocket) are no longer the HTTP server's to close: what is still open after a moment goes.
    server.closeAllConnections();
    // The store closes last, after the requests that may still write to it, and always: the
    // embedded database must be closed to keep what was written and free its directory.
    void Promise.race([closed, new Promise((resolve) => setTimeout(resolve, 2_000).unref())])
      .then(() => maintenance.stop())
      .then(releaseAuth)
      .then(closeSharedStore)
      .finally(() => process.exit(0));
    setTimeout(() => process.exit(1), 10_000).unref();
  });
}
