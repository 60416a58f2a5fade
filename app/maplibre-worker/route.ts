import { readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Serves MapLibre's web worker from our own origin. MapLibre 6 locates its worker beside its own
 * module (`import.meta.url`), which no longer holds once Next bundles it, so `MapView` points
 * `setWorkerUrl` here instead of copying the file into `public/` at install time.
 */
const WORKER_FILE = path.join(process.cwd(), 'node_modules', 'maplibre-gl', 'dist', 'maplibre-gl-worker.mjs');

let source: Promise<string> | undefined;

export async function GET(): Promise<Response> {
  source ??= readFile(WORKER_FILE, 'utf8');
  return new Response(await source, {
    headers: {
      'content-type': 'text/javascript; charset=utf-8',
      // The URL carries MapLibre's version, so a new version is a new URL.
      'cache-control': 'public, max-age=31536000, immutable',
    },
  });
}
