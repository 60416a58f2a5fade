import { formatApiDateTime } from '@/lib/fleet/time';
import type { TrackSegment } from '../gaps';
import { type Track, pointAt } from '../track';

/** GPX 1.1 has no speed, heading or ignition; they travel as extensions in our own namespace. */
const FLOTA_NS = 'urn:flota:gpx:1';

/**
 * GPX 1.1: one track, one `trkseg` per stretch between data gaps (so GPS tools do not draw
 * the jump either), every point with its Argentina-time timestamp and its `origen` as `src`.
 */
export function buildGpx(track: Track, segments: readonly TrackSegment[], title: string): string {
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<gpx version="1.1" creator="Flota" xmlns="http://www.topografix.com/GPX/1/1" xmlns:flota="${FLOTA_NS}">`,
    `<metadata><name>${escapeXml(title)}</name><time>${formatApiDateTime(track.desde)}</time></metadata>`,
    `<trk><name>${escapeXml(title)}</name>`,
  ];
  for (const { start, end } of segments) {
    lines.push('<trkseg>');
    for (let i = start; i <= end; i++) lines.push(trackPoint(track, i));
    lines.push('</trkseg>');
  }
  lines.push('</trk>', '</gpx>', '');
  return lines.join('\n');
}

function trackPoint(track: Track, i: number): string {
  const p = pointAt(track, i);
  const extensions = [
    p.velocidad_kmh === null ? '' : `<flota:velocidad_kmh>${p.velocidad_kmh}</flota:velocidad_kmh>`,
    p.rumbo === null ? '' : `<flota:rumbo>${p.rumbo}</flota:rumbo>`,
    p.encendido === null ? '' : `<flota:encendido>${p.encendido}</flota:encendido>`,
  ].join('');
  return (
    `<trkpt lat="${p.latitud}" lon="${p.longitud}"><time>${formatApiDateTime(p.time)}</time>` +
    (p.origen === null ? '' : `<src>${p.origen}</src>`) +
    (extensions ? `<extensions>${extensions}</extensions>` : '') +
    '</trkpt>'
  );
}

const XML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => XML_ENTITIES[c] ?? c);
}
