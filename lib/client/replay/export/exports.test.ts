import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { splitAtGaps } from '../gaps';
import { fixtureTrack } from '../track-fixture';
import { translator } from '@/i18n/test-translator';
import { routeToCsv } from './route-csv';
import { exportFileName } from './export-file-name';
import { buildGeoJson } from './geojson';
import { buildGpx } from './gpx';

const GAP = 10 * 60_000;
const track = fixtureTrack([
  { s: 0, lat: -34.603722, lon: -58.381592, v: 0, on: false },
  { s: 30, lat: -34.6041, lon: -58.3821, v: 35, rumbo: 200 },
  { s: 60, lat: -34.6049, lon: -58.3829, v: null, rumbo: null, on: null, o: 'red_celular' },
  { s: 4000, lat: -34.7, lon: -58.5, v: 50, o: null },
  { s: 4030, lat: -34.701, lon: -58.501, v: 52, o: 'wifi' },
]);
const segments = splitAtGaps(track, GAP);

describe('GPX export', () => {
  const gpx = buildGpx(track, segments, 'Recorrido <AB123CD> & "amigos"');
  const doc = new XMLParser({ ignoreAttributes: false, isArray: (name) => ['trkseg', 'trkpt'].includes(name) }).parse(gpx);

  it('is well-formed XML with one trkpt per point, one trkseg per stretch between gaps', () => {
    expect(XMLValidator.validate(gpx)).toBe(true);
    const segs = doc.gpx.trk.trkseg as { trkpt: unknown[] }[];
    expect(segs.map((s) => s.trkpt.length)).toEqual([3, 2]);
  });

  it('writes Argentina-time timestamps, coordinates, origen and the extensions', () => {
    const first = doc.gpx.trk.trkseg[0].trkpt[1];
    expect(first['@_lat']).toBe('-34.6041');
    expect(first['@_lon']).toBe('-58.3821');
    expect(first.time).toBe('2026-11-22T08:00:30-03:00');
    expect(first.src).toBe('gps');
    expect(first.extensions).toEqual({ 'flota:velocidad_kmh': 35, 'flota:rumbo': 200, 'flota:encendido': true });
    expect(doc.gpx.trk.trkseg[1].trkpt[0].src).toBeUndefined();
  });

  it('escapes the title', () => {
    expect(doc.gpx.trk.name).toBe('Recorrido <AB123CD> & "amigos"');
  });
});

describe('GeoJSON export', () => {
  const parsed = JSON.parse(buildGeoJson(track, segments));

  it('has the path as a MultiLineString split at the gap, then one Point per point', () => {
    const [path, ...points] = parsed.features;
    expect(path.geometry.type).toBe('MultiLineString');
    expect(path.geometry.coordinates.map((line: unknown[]) => line.length)).toEqual([3, 2]);
    expect(path.properties).toMatchObject({ vehiculo: 'veh_test1', cantidad_puntos: 5 });
    expect(points).toHaveLength(5);
    expect(points[2]).toEqual({
      type: 'Feature',
      properties: { fecha: '2026-11-22T08:01:00-03:00', velocidad_kmh: null, rumbo: null, encendido: null, origen: 'red_celular' },
      geometry: { type: 'Point', coordinates: [-58.3829, -34.6049] },
    });
  });
});

describe('CSV export', () => {
  const header = (locale: 'es-AR' | 'en') => (column: Parameters<Parameters<typeof routeToCsv>[1]>[0]) => translator('Replay', locale)(`csv.${column}`);
  const rows = routeToCsv(track, header('es-AR')).trimEnd().split('\r\n');

  it('has a header and one row per point, nulls as empty cells', () => {
    expect(rows[0]).toBe('fecha,latitud,longitud,velocidad_kmh,rumbo,encendido,origen');
    expect(rows).toHaveLength(6);
    expect(rows[1]).toBe('2026-11-22T08:00:00-03:00,-34.603722,-58.381592,0,90,false,gps');
    expect(rows[3]).toBe('2026-11-22T08:01:00-03:00,-34.6049,-58.3829,,,,red_celular');
    expect(rows[4]?.split(',')).toHaveLength(7);
  });

  it('writes its header in English, the values as machines read them', () => {
    const english = routeToCsv(track, header('en')).split('\r\n');
    expect(english[0]).toBe('time,latitude,longitude,speed_kmh,heading,ignition,source');
    expect(english[1]).toBe(rows[1]);
  });
});

describe('exportFileName', () => {
  it('names the plate and the Argentina range', () => {
    expect(exportFileName(track, 'gpx', (parts) => translator('Replay')('exportFile', parts))).toBe('recorrido_AB123CD_2026-11-22T0800_2026-11-22T0907.gpx');
    expect(exportFileName(track, 'csv', (parts) => translator('Replay', 'en')('exportFile', parts))).toBe('route_AB123CD_2026-11-22T0800_2026-11-22T0907.csv');
  });
});
