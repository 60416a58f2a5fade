import { startSim } from '@/lib/sim/server';
import { simConfigSchema } from '@/lib/sim/config';
const config = simConfigSchema.parse({ seed: 42, clients: [{ id: 'cli_500', name: 'Q', vehicles: 500 }], keys: [{ key: 'svc_live_b', name: 'b', clients: '*', permissions: ['eventos', 'recorridos', 'posiciones'], unitsPerMinute: 1e6 }], limits: { historyQueriesInFlight: 4 } });
const sim = await startSim({ config, port: 0 });
const desde = encodeURIComponent(new Date(Date.now() - 7 * 864e5 + 6e4).toISOString());
for (let i = 0; i < 6; i++) {
  const t = performance.now(); const c = process.cpuUsage();
  const r = await fetch(`${sim.url}/v1/eventos?cliente=cli_500&desde=${desde}`, { headers: { authorization: 'Bearer svc_live_b' } });
  const body = await r.text();
  const d = process.cpuUsage(c);
  console.log(i, r.status, body.length, (performance.now() - t).toFixed(0), 'ms wall', ((d.user + d.system) / 1000).toFixed(0), 'ms cpu');
}
await sim.close();
