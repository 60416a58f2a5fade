'use client';

import { MapView } from '@/components/map/MapView';
import { ARGENTINA_VIEW } from '@/components/map/map-view-state';
import type { PlacedEvent } from '@/lib/client/replay/placed-events';
import type { Stop } from '@/lib/client/replay/stops';
import type { RouteScene } from '@/lib/client/replay/use-route-scene';
import { EndpointMarkers } from './EndpointMarkers';
import { EventsLayer } from './EventsLayer';
import { FitToRoute } from './FitToRoute';
import { PlaybackMarker } from './PlaybackMarker';
import { RoutePathLayer } from './RoutePathLayer';
import { StopsLayer } from './StopsLayer';

type Props = {
  scene: RouteScene;
  stops: readonly Stop[];
  events: readonly PlacedEvent[];
  follow: boolean;
  onFollowChange: (follow: boolean) => void;
};

/** The replay's map: the path under the stops and events, the endpoints and the moving vehicle on top. */
export function ReplayMap({ scene, stops, events, follow, onFollowChange }: Props) {
  return (
    <MapView label="Mapa del recorrido" initialView={ARGENTINA_VIEW} className="h-full w-full">
      <RoutePathLayer lines={scene.lines} approxPoints={scene.approxPoints} />
      <StopsLayer stops={stops} />
      <EventsLayer events={events} />
      <EndpointMarkers track={scene.track} />
      <PlaybackMarker follow={follow} onFollowChange={onFollowChange} />
      <FitToRoute bounds={scene.bounds} />
    </MapView>
  );
}
