import type { Map as MapLibreMap } from 'maplibre-gl';

/**
 * Calls `then` once a frame has been drawn with every tile of the vehicle sources `sourceIds` in
 * view loaded: the moment the vehicles are on screen. Unlike MapLibre's `idle`, it does not wait
 * for the basemap's own sources, which have nothing to say about the vehicles. Returns a function
 * that stops waiting.
 */
export function afterVehiclesDrawn(map: MapLibreMap, sourceIds: readonly string[], then: () => void): () => void {
  // Tiles load between frames, never during one: if they are all loaded once a frame is drawn, that frame drew them.
  const check = () => {
    if (!sourceIds.every((id) => map.getSource(id) && map.isSourceLoaded(id))) return;
    map.off('render', check);
    then();
  };
  map.on('render', check);
  map.triggerRepaint();
  return () => map.off('render', check);
}
