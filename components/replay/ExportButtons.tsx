'use client';

import { routeToCsv } from '@/lib/client/replay/export/route-csv';
import { EXPORT_MIME, type ExportFormat, exportFileName } from '@/lib/client/replay/export/export-file-name';
import { buildGeoJson } from '@/lib/client/replay/export/geojson';
import { buildGpx } from '@/lib/client/replay/export/gpx';
import type { RouteScene } from '@/lib/client/replay/use-route-scene';

function buildExport(scene: RouteScene, format: ExportFormat): string {
  const title = `Recorrido ${scene.track.patente ?? scene.track.vehiculo}`;
  switch (format) {
    case 'gpx':
      return buildGpx(scene.track, scene.segments, title);
    case 'geojson':
      return buildGeoJson(scene.track, scene.segments);
    case 'csv':
      return routeToCsv(scene.track);
  }
}

function download(scene: RouteScene, format: ExportFormat): void {
  const url = URL.createObjectURL(new Blob([buildExport(scene, format)], { type: EXPORT_MIME[format] }));
  const link = document.createElement('a');
  link.href = url;
  link.download = exportFileName(scene.track, format);
  link.click();
  // The click has started the download synchronously; the URL is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

const FORMATS: { format: ExportFormat; label: string }[] = [
  { format: 'gpx', label: 'GPX' },
  { format: 'geojson', label: 'GeoJSON' },
  { format: 'csv', label: 'CSV' },
];

/** Downloads the shown route, built in the browser from the data already loaded. */
export function ExportButtons({ scene }: { scene: RouteScene }) {
  return (
    <section aria-labelledby="exportar-titulo">
      <h2 id="exportar-titulo" className="text-sm font-semibold">
        Exportar recorrido
      </h2>
      <div className="mt-1 flex gap-2">
        {FORMATS.map(({ format, label }) => (
          <button
            key={format}
            type="button"
            disabled={scene.track.length === 0}
            onClick={() => download(scene, format)}
            className="rounded border border-slate-300 bg-white px-2.5 py-1 text-sm shadow-sm hover:bg-slate-50 disabled:opacity-50"
          >
            {label}
          </button>
        ))}
      </div>
      <p className="mt-1 text-xs text-slate-500">{scene.track.length} puntos, horas de Argentina.</p>
    </section>
  );
}
