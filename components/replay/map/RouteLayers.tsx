'use client';

import type { PlacedEvent } from '@/lib/client/replay/placed-events';
import type { Stop } from '@/lib/client/replay/stops';
import type { RouteScene } from '@/lib/client/replay/use-route-scene';
import { EndpointMarkers } from './EndpointMarkers';
import { EventsLayer } from './EventsLayer';
import { PlaybackMarker } from './PlaybackMarker';
import { StopsLayer } from './StopsLayer';

type Props = {
  scene: RouteScene;
  stops: readonly Stop[];
  events: readonly PlacedEvent[];
  follow: boolean;
  onFollowChange: (follow: boolean) => void;
};

/** Over the route's path (RoutePathLayer, added first): the stops and events, the endpoints and the moving vehicle on top. */
export function RouteLayers({ scene, stops, events, follow, onFollowChange }: Props) {
  return (
    <>
      <StopsLayer stops={stops} />
      <EventsLayer events={events} />
      <EndpointMarkers track={scene.track} />
      <PlaybackMarker follow={follow} onFollowChange={onFollowChange} />
    </>
  );
}
