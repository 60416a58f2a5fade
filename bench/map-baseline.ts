import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { offlineStyle } from '../components/map/offline-style';

/**
 * The naive baseline the live map is measured against: the same MapLibre, the same basemap and the
 * same `/api/posiciones`, but one DOM marker (`maplibregl.Marker`) per vehicle, moved with
 * `setLngLat` on every snapshot — what most fleet maps do (traccar-web and friends).
 * Served by its own little server, which forwards `/api` and `/basemap` to the app under test.
 */
const DIST = path.join(process.cwd(), 'node_modules', 'maplibre-gl', 'dist');

function page(origin: string): string {
  const style = JSON.stringify(offlineStyle(origin));
  return `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Línea de base: marcadores DOM</title>
<link rel="stylesheet" href="/vendor/maplibre-gl.css">
<style>html,body,#map{margin:0;height:100%}.m{width:10px;height:10px;border-radius:50%;background:#15803d;border:1px solid #fff}</style>
</head><body><div id="map"></div><script type="module">
import * as maplibregl from '/vendor/maplibre-gl.mjs';
const map = new maplibregl.Map({ container: 'map', style: ${style}, center: [-64, -38.5], zoom: 3.4, fadeDuration: 0 });
const markers = new Map();
const snapshot = async () => (await (await fetch('/api/posiciones', { cache: 'no-store' })).json()).datos;
window.baselineReady = new Promise((resolve) => map.once('load', async () => {
  for (const p of await snapshot()) {
    const el = document.createElement('div');
    el.className = 'm';
    markers.set(p.vehiculo, new maplibregl.Marker({ element: el }).setLngLat([p.longitud, p.latitud]).addTo(map));
  }
  requestAnimationFrame(() => resolve(markers.size));
}));
window.applySnapshot = async () => {
  const datos = await snapshot();
  for (const p of datos) markers.get(p.vehiculo)?.setLngLat([p.longitud, p.latitud]);
  await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
  return datos.length;
};
</script></body></html>`;
}

/** Forwards to the app with the browser's session cookie (cookies do not tell ports apart). */
async function forward(appUrl: string, url: string, cookie: string | undefined): Promise<Response> {
  return fetch(`${appUrl}${url}`, { headers: { accept: 'application/json', ...(cookie ? { cookie } : {}) } });
}

export async function startBaseline(appUrl: string, port: number): Promise<{ url: string; close(): Promise<void> }> {
  const origin = `http://127.0.0.1:${port}`;
  const server: Server = createServer(async (req, res) => {
    const url = req.url ?? '/';
    if (url === '/') return void res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page(origin));
    if (url.startsWith('/vendor/')) {
      const file = path.join(DIST, path.basename(url.split('?')[0]!));
      const type = file.endsWith('.css') ? 'text/css' : 'text/javascript';
      return void res.writeHead(200, { 'content-type': type }).end(await readFile(file));
    }
    const answer = await forward(appUrl, url, req.headers.cookie);
    res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/octet-stream' });
    res.end(Buffer.from(await answer.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: origin, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
