// Flota's production server: `next start`, plus the direct routes (lib/gateway/direct-routes.ts)
// answered before Next sees the request. Next's own work on a request (proxy, router, handler
// pipeline) costs far more than a live-map read: this is where 200 open maps stop queueing.
//   node server.mjs [-p PORT] [-H HOSTNAME]      (after `next build`; PORT from the environment too)
import { createServer } from 'node:http';
import { parseArgs } from 'node:util';

// As `next start` does, and before Next and React are loaded: both pick their build from it.
process.env.NODE_ENV = 'production';
process.env.NEXT_TELEMETRY_DISABLED ??= '1';
const { default: next } = await import('next');

const { values } = parseArgs({
  options: { port: { type: 'string', short: 'p' }, hostname: { type: 'string', short: 'H' } },
});
const port = Number(values.port ?? process.env.PORT ?? 3000);
const hostname = values.hostname;

const server = createServer();
const app = next({ dev: false, dir: import.meta.dirname, hostname: hostname ?? 'localhost', port, httpServer: server });
const handle = app.getRequestHandler();
await app.prepare();

// Registered by instrumentation.ts, which prepare() starts without waiting for it to end: until
// then Next answers every request, through proxy.ts and the same route handler.
const DIRECT_ROUTES = Symbol.for('flota.rutasDirectas');
server.on('request', (req, res) => {
  if (globalThis[DIRECT_ROUTES]?.(req, res)) return;
  void handle(req, res);
});
server.listen(port, hostname, () => console.log(`[flota] listo en http://${hostname ?? 'localhost'}:${port}`));

for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => server.close(() => process.exit(0)).closeAllConnections());
