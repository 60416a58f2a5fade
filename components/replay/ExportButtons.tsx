'use client';

import { useTranslations } from 'next-intl';
import { routeToCsv } from '@/lib/client/replay/export/route-csv';
import { EXPORT_MIME, type ExportFormat, exportFileName } from '@/lib/client/replay/export/export-file-name';
import { buildGeoJson } from '@/lib/client/replay/export/geojson';
import { buildGpx } from '@/lib/client/replay/export/gpx';
import type { Translator } from '@/lib/client/format/translator';
import type { RouteScene } from '@/lib/client/replay/use-route-scene';

function buildExport(scene: RouteScene, format: ExportFormat, t: Translator<'Replay'>): string {
  switch (format) {
    case 'gpx':
      return buildGpx(scene.track, scene.segments, t('exportTitle', { vehicle: scene.track.patente ?? scene.track.vehiculo }));
    case 'geojson':
      return buildGeoJson(scene.track, scene.segments);
    case 'csv':
      return routeToCsv(scene.track, (column) => t(`csv.${column}`));
  }
}

function download(scene: RouteScene, format: ExportFormat, t: Translator<'Replay'>): void {
  const url = URL.createObjectURL(new Blob([buildExport(scene, format, t)], { type: EXPORT_MIME[format] }));
  const link = document.createElement('a');
  link.href = url;
  link.download = exportFileName(scene.track, format, (parts) => t('exportFile', parts));
  link.click();
  // The click has started the download synchronously; the URL is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Each format by its own name (the same in every language). */
const FORMATS: { format: ExportFormat; label: string }[] = [
  { format: 'gpx', label: 'GPX' },
  { format: 'geojson', label: 'GeoJSON' },
  { format: 'csv', label: 'CSV' },
];

/** Downloads the shown route, built in the browser from the data already loaded. */
export function ExportButtons({ scene }: { scene: RouteScene }) {
  const t = useTranslations('Replay');
  return (
    <section aria-labelledby="exportar-titulo">
      <h2 id="exportar-titulo" className="text-sm font-semibold">
        {t('export')}
      </h2>
      <div className="mt-1 flex gap-2">
        {FORMATS.map(({ format, label }) => (
          <button
            key={format}
            type="button"
            disabled={scene.track.length === 0}
            onClick={() => download(scene, format, t)}
            className="rounded border border-slate-300 bg-white px-2.5 py-1 text-sm shadow-sm hover:bg-slate-50 disabled:opacity-50"
          >
            {label}
          </button>
        ))}
      </div>
      <p className="mt-1 text-xs text-slate-500">{t('exportHint', { count: scene.track.length })}</p>
    </section>
  );
}
