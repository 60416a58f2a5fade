'use client';

import { useCallback, useEffect, useRef } from 'react';
import type { GeoJSONSource, GeoJSONSourceDiff, Map as MapLibreMap, MapGeoJSONFeature, MapLayerMouseEvent } from 'maplibre-gl';
import { drawArrowImage } from './arrow-image';
import { pickGlides } from './glide-selection';
import { useMap } from './map-context';
import { useLatest } from './use-latest';
import { diffPoints, toCollection, toFeature, type VehiclePoint } from './vehicle-features';
import { VehicleGlide, type GlideFrame } from './vehicle-glide';
import { ARROW_IMAGE, CLICKABLE_VEHICLE_LAYERS, CLUSTER_UNTIL_ZOOM, SOURCES, VEHICLE_LAYERS } from './vehicle-layer-specs';

type Props = {
  /** Every vehicle to draw, keyed by id. Pass a new Map per snapshot; never mutate one already passed. */
  points: ReadonlyMap<string, VehiclePoint>;
  selectedId: string | null;
  onSelect: (id: string) => void;
  /** Called with the number of vehicles on the map once a snapshot has been drawn. */
  onDrawn?: (count: number) => void;
};

const EMPTY: ReadonlyMap<string, VehiclePoint> = new Map();

function withoutId(diff: GeoJSONSourceDiff, id: string | null): GeoJSONSourceDiff {
  if (id === null) return diff;
  return {
    add: diff.add?.filter((f) => f.properties?.id !== id),
    update: diff.update?.filter((u) => u.id !== id),
    remove: diff.remove?.filter((r) => r !== id),
  };
}

function withoutGeometryOf(diff: GeoJSONSourceDiff, gliding: ReadonlySet<string>): GeoJSONSourceDiff {
  if (gliding.size === 0) return diff;
  return { ...diff, update: diff.update?.map((u) => (gliding.has(String(u.id)) ? { ...u, newGeometry: undefined } : u)) };
}

/** Draws the selected vehicle on its own source, and says where on the map container (for tests and tools). */
function putSelected(map: MapLibreMap, point: VehiclePoint | undefined): void {
  map.getSource<GeoJSONSource>(SOURCES.selected)?.setData(toCollection(point ? [point] : []));
  const container = map.getContainer();
  if (point) container.setAttribute('data-seleccionado', `${point.id},${point.lat.toFixed(6)},${point.lon.toFixed(6)}`);
  else container.removeAttribute('data-seleccionado');
}

/**
 * All vehicles as GPU layers: clusters below `CLUSTER_UNTIL_ZOOM`, single dots with heading arrows
 * above it, plate labels when zoomed in, and the selected vehicle on its own source so that no
 * cluster ever hides it. Snapshots are applied as partial `updateData` diffs; moved vehicles in
 * view glide to their new place.
 */
export function VehiclesLayer({ points, selectedId, onSelect, onDrawn }: Props) {
  const map = useMap();
  const onSelectRef = useLatest(onSelect);
  const onDrawnRef = useLatest(onDrawn);
  const selectedRef = useLatest(selectedId);
  const shown = useRef<ReadonlyMap<string, VehiclePoint>>(EMPTY);
  const glide = useRef<VehicleGlide | null>(null);
  const singleFilled = useRef(false);

  /** Puts every vehicle shown into the single-vehicle source, whole; from then on it gets diffs. */
  const fillSingle = useCallback(() => {
    singleFilled.current = true;
    return map.getSource<GeoJSONSource>(SOURCES.single)!.setData(toCollection(shown.current.values()));
  }, [map]);

  useEffect(() => {
    const source = (id: string) => map.getSource<GeoJSONSource>(id);

    if (!map.hasImage(ARROW_IMAGE)) map.addImage(ARROW_IMAGE, drawArrowImage(2), { pixelRatio: 2 });
    const empty = toCollection([]);
    map.addSource(SOURCES.clustered, { type: 'geojson', data: empty, promoteId: 'id', cluster: true, clusterRadius: 45 });
    map.addSource(SOURCES.single, { type: 'geojson', data: empty, promoteId: 'id' });
    map.addSource(SOURCES.selected, { type: 'geojson', data: empty, promoteId: 'id' });
    for (const layer of Object.values(VEHICLE_LAYERS)) map.addLayer(layer);

    glide.current = new VehicleGlide((frame: GlideFrame) => {
      source(SOURCES.single)?.updateData({
        update: frame.map(({ id, lon, lat }) => ({ id, newGeometry: { type: 'Point', coordinates: [lon, lat] } })),
      });
      const selected = selectedRef.current && frame.find((f) => f.id === selectedRef.current);
      const point = selected && shown.current.get(selected.id);
      if (selected && point) putSelected(map, { ...point, lon: selected.lon, lat: selected.lat });
    });

    const select = (e: MapLayerMouseEvent) => {
      const id = e.features?.[0]?.properties?.id;
      if (typeof id === 'string') onSelectRef.current(id);
    };
    const expandCluster = async (e: MapLayerMouseEvent) => {
      const feature = e.features?.[0] as MapGeoJSONFeature | undefined;
      const clusterId = feature?.properties?.cluster_id;
      if (typeof clusterId !== 'number' || feature?.geometry.type !== 'Point') return;
      const zoom = await source(SOURCES.clustered)!.getClusterExpansionZoom(clusterId);
      map.easeTo({ center: feature.geometry.coordinates as [number, number], zoom });
    };
    const pointer = () => (map.getCanvas().style.cursor = 'pointer');
    const noPointer = () => (map.getCanvas().style.cursor = '');
    const hoverable = [...CLICKABLE_VEHICLE_LAYERS, VEHICLE_LAYERS.clusters.id];
    map.on('click', CLICKABLE_VEHICLE_LAYERS, select);
    map.on('click', VEHICLE_LAYERS.clusters.id, expandCluster);
    map.on('mouseenter', hoverable, pointer);
    map.on('mouseleave', hoverable, noPointer);

    return () => {
      glide.current?.cancel();
      glide.current = null;
      shown.current = EMPTY;
      singleFilled.current = false;
      map.off('click', CLICKABLE_VEHICLE_LAYERS, select);
      map.off('click', VEHICLE_LAYERS.clusters.id, expandCluster);
      map.off('mouseenter', hoverable, pointer);
      map.off('mouseleave', hoverable, noPointer);
      for (const layer of Object.values(VEHICLE_LAYERS).reverse()) if (map.getLayer(layer.id)) map.removeLayer(layer.id);
      for (const id of Object.values(SOURCES)) if (map.getSource(id)) map.removeSource(id);
    };
  }, [map, onSelectRef, selectedRef]);

  useEffect(() => {
    const clustered = map.getSource<GeoJSONSource>(SOURCES.clustered);
    const single = map.getSource<GeoJSONSource>(SOURCES.single);
    if (!clustered || !single || !glide.current) return;
    const before = shown.current;
    shown.current = points;
    const selected = selectedRef.current;
    let pending: Promise<unknown>;
    if (before.size === 0) {
      pending = clustered.setData(toCollection([...points.values()].filter((p) => p.id !== selected)));
      // Zoomed out, only clusters show: the single-vehicle source (same data, its own index in
      // MapLibre's worker) is filled after the first draw rather than ahead of it.
      if (map.getZoom() >= CLUSTER_UNTIL_ZOOM) pending = Promise.all([pending, fillSingle()]);
    } else {
      glide.current.finish();
      const { diff, moved } = diffPoints(before, points);
      const tracks = singleFilled.current ? pickGlides(moved, map.getZoom(), map.getBounds()) : [];
      const gliding = new Set(tracks.map(([, to]) => to.id));
      pending = Promise.all([
        singleFilled.current && single.updateData(withoutGeometryOf(diff, gliding)),
        clustered.updateData(withoutId(diff, selected)),
      ]);
      glide.current.start(tracks);
    }
    const selectedPoint = selected ? points.get(selected) : undefined;
    if (selectedPoint && !glide.current.targetOf(selectedPoint.id)) putSelected(map, selectedPoint);
    let cancelled = false;
    // Marks let benchmarks split "all drawn" into its steps (performance.getEntriesByType('mark')).
    if (points.size > 0) performance.mark('flota:datos-al-mapa');
    pending.then(() =>
      map.once('idle', () => {
        if (cancelled) return;
        if (points.size > 0) performance.mark('flota:dibujado');
        onDrawnRef.current?.(points.size);
        if (!singleFilled.current) void fillSingle();
      }),
    );
    return () => {
      cancelled = true;
    };
  }, [map, points, selectedRef, onDrawnRef, fillSingle]);

  const previousSelected = useRef<string | null>(null);
  useEffect(() => {
    const clustered = map.getSource<GeoJSONSource>(SOURCES.clustered);
    if (!clustered) return;
    const previous = previousSelected.current;
    previousSelected.current = selectedId;
    const back = previous ? shown.current.get(previous) : undefined;
    const diff: GeoJSONSourceDiff = {};
    if (back) diff.add = [toFeature(back)];
    if (selectedId) diff.remove = [selectedId];
    if (back || selectedId) clustered.updateData(diff);
    putSelected(map, selectedId ? shown.current.get(selectedId) : undefined);
  }, [map, selectedId]);

  return null;
}
