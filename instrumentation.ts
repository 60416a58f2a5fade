/**
 * Runs once when the Next.js server starts. It lets route handlers send bodies they compressed
 * themselves (lib/gateway/encoded-responses.ts), hands server.mjs the routes it answers in front
 * of Next (lib/gateway/direct-routes.ts), checks the sign-in settings and the users file,
 * validates the server's environment (a bad one stops the start) and, when no Fleet API is
 * configured, starts the embedded one with its demo config and key: the only place the app
 * touches lib/sim (architecture rule 2).
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { installEncodedResponses } = await import('./lib/gateway/encoded-responses');
  installEncodedResponses();
  // What server.mjs answers in front of Next: the very route handlers Next would run.
  const [{ installDirectRoutes }, posiciones] = await Promise.all([
    import('./lib/gateway/direct-routes'),
    import('./app/api/posiciones/route'),
  ]);
  installDirectRoutes({ '/api/posiciones': posiciones.GET });
  const { checkAuthAtStart } = await import('./lib/auth/startup');
  await checkAuthAtStart();
  const { loadServerEnv } = await import('./lib/gateway/env');
  const env = loadServerEnv();
  if (env.FLEET_API_BASE_URL) return;
  const { embeddedUpstream, registerEmbeddedUpstream } = await import('./lib/gateway/embedded-upstream');
  if (embeddedUpstream()) return;
  const { startSim } = await import('./lib/sim/server');
  const { DEMO_CONFIG, DEMO_KEY } = await import('./lib/sim/demo-config');
  const options = { config: DEMO_CONFIG, host: env.SIM_HOST };
  // Another process may hold the port (a second app, `npm run sim`): any free one will do.
  const sim = await startSim({ ...options, port: env.SIM_PORT }).catch(() => startSim({ ...options, port: 0 }));
  registerEmbeddedUpstream({ baseUrl: sim.url, key: DEMO_KEY });
  console.log(`[flota] Fleet API embebido: listening on ${sim.url} (configuración de demostración)`);
}
