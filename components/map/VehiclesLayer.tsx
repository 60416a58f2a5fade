'use client';

import { useCallback, useEffect, useRef } from 'react';
import type { GeoJSONSource, Map as MapLibreMap, MapGeoJSONFeature, MapLayerMouseEvent } from 'maplibre-gl';
import { markLatest } from '@/lib/client/latest-mark';
import { drawArrowImage } from './arrow-image';
import { pickGlides } from './glide-selection';
import { useMap } from './map-context';
import { useLatest } from './use-latest';
import { afterVehiclesDrawn } from './vehicles-drawn';
import { toCollection, type VehiclePoint } from './vehicle-features';
import { VehicleGlide, type GlideFrame } from './vehicle-glide';
import { VehicleSource } from './vehicle-source';
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

/** Draws the selected vehicle on its own source, and says where on the map container (for tests and tools). */
function putSelected(map: MapLibreMap, point: VehiclePoint | undefined): void {
  const container = map.getContainer();
  // Nothing shown and nothing to show: an empty `setData` would only make MapLibre reload the source's tiles.
  if (!point && !container.hasAttribute('data-seleccionado')) return;
  map.getSource<GeoJSONSource>(SOURCES.selected)?.setData(toCollection(point ? [point] : []));
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
  const pointsRef = useLatest(points);
  const onSelectRef = useLatest(onSelect);
  const onDrawnRef = useLatest(onDrawn);
  const selectedRef = useLatest(selectedId);
  const shown = useRef<ReadonlyMap<string, VehiclePoint>>(EMPTY);
  const glide = useRef<VehicleGlide | null>(null);
  const sources = useRef<{ clustered: VehicleSource; single: VehicleSource } | null>(null);

  /** Brings every source whose layers show (or are about to) up to what is shown; the clusters leave the selected vehicle out. */
  const syncSources = useCallback(
    (glidePicker?: (moved: readonly [VehiclePoint, VehiclePoint][]) => ReadonlySet<string>) => {
      const { clustered, single } = sources.current!;
      const pending: Promise<void>[] = [];
      if (clustered.active()) pending.push(clustered.sync({ points: shown.current, without: selectedRef.current }));
      if (single.active()) pending.push(single.sync({ points: shown.current, without: null }, glidePicker));
      return Promise.all(pending);
    },
    [selectedRef],
  );

  useEffect(() => {
    const source = (id: string) => map.getSource<GeoJSONSource>(id);

    if (!map.hasImage(ARROW_IMAGE)) map.addImage(ARROW_IMAGE, drawArrowImage(2), { pixelRatio: 2 });
    const clustered = new VehicleSource(map, SOURCES.clustered, [0, CLUSTER_UNTIL_ZOOM], 'status');
    const single = new VehicleSource(map, SOURCES.single, [CLUSTER_UNTIL_ZOOM, Infinity], 'full');
    // The sources start with the points this layer has now (mounted with the first snapshot, it
    // has them all): started empty, each was loaded, tiled and drawn empty, then all over again.
    // Clusters show only below CLUSTER_UNTIL_ZOOM: the index is built for those zoom levels alone
    // (the default builds 18 levels of it, the clustering of 10,000 vehicles nearly twice over).
    map.addSource(SOURCES.clustered, {
      type: 'geojson',
      data: clustered.firstData({ points: pointsRef.current, without: selectedRef.current }),
      promoteId: 'id',
      cluster: true,
      clusterRadius: 45,
      maxzoom: CLUSTER_UNTIL_ZOOM,
      clusterMaxZoom: CLUSTER_UNTIL_ZOOM - 1,
    });
    map.addSource(SOURCES.single, { type: 'geojson', data: single.firstData({ points: pointsRef.current, without: null }), promoteId: 'id' });
    map.addSource(SOURCES.selected, { type: 'geojson', data: toCollection([]), promoteId: 'id' });
    for (const layer of Object.values(VEHICLE_LAYERS)) map.addLayer(layer);
    sources.current = { clustered, single };

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
    // A source left behind while its layers were hidden catches up as the zoom comes near them.
    const catchUp = () => void syncSources();
    const hoverable = [...CLICKABLE_VEHICLE_LAYERS, VEHICLE_LAYERS.clusters.id];
    map.on('click', CLICKABLE_VEHICLE_LAYERS, select);
    map.on('click', VEHICLE_LAYERS.clusters.id, expandCluster);
    map.on('mouseenter', hoverable, pointer);
    map.on('mouseleave', hoverable, noPointer);
    map.on('zoom', catchUp);

    return () => {
      glide.current?.cancel();
      glide.current = null;
      shown.current = EMPTY;
      sources.current = null;
      map.off('click', CLICKABLE_VEHICLE_LAYERS, select);
      map.off('click', VEHICLE_LAYERS.clusters.id, expandCluster);
      map.off('mouseenter', hoverable, pointer);
      map.off('mouseleave', hoverable, noPointer);
      map.off('zoom', catchUp);
      for (const layer of Object.values(VEHICLE_LAYERS).reverse()) if (map.getLayer(layer.id)) map.removeLayer(layer.id);
      for (const id of Object.values(SOURCES)) if (map.getSource(id)) map.removeSource(id);
    };
  }, [map, onSelectRef, selectedRef, pointsRef, syncSources]);

  useEffect(() => {
    const vehicleGlide = glide.current;
    if (!sources.current || !vehicleGlide) return;
    // Whoever was listening when these points came is told they are drawn (not a listener that came later).
    const report = onDrawnRef.current;
    let stop: (() => void) | undefined;
    let cancelled = false;
    const apply = () => {
      const first = shown.current.size === 0;
      shown.current = points;
      vehicleGlide.finish();
      let tracks: [VehiclePoint, VehiclePoint][] = [];
      const pending = syncSources((moved) => {
        tracks = first ? [] : pickGlides(moved, map.getZoom(), map.getBounds());
        return new Set(tracks.map(([, to]) => to.id));
      });
      vehicleGlide.start(tracks);
      const selected = selectedRef.current;
      const selectedPoint = selected ? points.get(selected) : undefined;
      if (selectedPoint && !vehicleGlide.targetOf(selectedPoint.id)) putSelected(map, selectedPoint);
      // Marks let benchmarks split "all drawn" into its steps (performance.getEntriesByType('mark')).
      if (points.size > 0) markLatest('flota:datos-al-mapa');
      void pending.then(() => {
        if (cancelled) return;
        stop = afterVehiclesDrawn(map, Object.values(SOURCES), () => {
          if (points.size > 0) markLatest('flota:dibujado');
          report?.(points.size);
        });
      });
    };
    // The map takes a snapshot in a task of its own, after the render that brought it: applying a
    // 20,000-vehicle snapshot is then two tasks (the page's render, the map's diff), not one long one.
    // But the first goes at once (it is sent whole, no diff): waiting for a task of its own, it
    // waited behind a frame or two of the basemap, at 100 ms or more each in software WebGL.
    const firstDraw = shown.current.size === 0 && points.size > 0;
    if (firstDraw) apply();
    const timer = firstDraw ? undefined : setTimeout(apply, 0);
    return () => {
      cancelled = true;
      clearTimeout(timer);
      stop?.();
    };
  }, [map, points, selectedRef, onDrawnRef, syncSources]);

  useEffect(() => {
    if (!sources.current) return;
    // The clusters give the selected vehicle up to its own source, and take the one before back.
    void syncSources();
    putSelected(map, selectedId ? shown.current.get(selectedId) : undefined);
  }, [map, selectedId, syncSources]);

  return null;
}
