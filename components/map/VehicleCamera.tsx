'use client';

import { useEffect } from 'react';
import { useMap } from './map-context';
import { useLatest } from './use-latest';

/** Close enough to see the streets around a vehicle. */
const FLY_ZOOM = 14;

type Props = {
  /** Where the vehicle of interest is; null when none is selected or it has no position. */
  target: { lon: number; lat: number } | null;
  /** Increment to fly to the target (a list click or Enter), even if it did not move. */
  flyRequest: number;
  /** Keep the target in view as it moves. */
  follow: boolean;
  /** The person dragged the map: following would fight them, so the page turns it off. */
  onUserPan: () => void;
  /** Pixels on the right that a panel covers: the vehicle is centred in what stays visible. */
  coveredRight: number;
};

/** Moves the camera for the selected vehicle: a fly-to on request, and follow mode. Renders nothing. */
export function VehicleCamera({ target, flyRequest, follow, onUserPan, coveredRight }: Props) {
  const map = useMap();

  useEffect(() => {
    // Centre beside the panel while at least a 200 px strip stays visible; on a phone it covers nearly all.
    const right = coveredRight > 0 && map.getContainer().clientWidth > coveredRight + 200 ? coveredRight : 0;
    map.setPadding({ top: 0, bottom: 0, left: 0, right });
  }, [map, coveredRight]);
  const targetRef = useLatest(target);
  const onUserPanRef = useLatest(onUserPan);

  useEffect(() => {
    const t = targetRef.current;
    if (flyRequest === 0 || !t) return;
    map.flyTo({ center: [t.lon, t.lat], zoom: Math.max(map.getZoom(), FLY_ZOOM), essential: true });
  }, [map, flyRequest, targetRef]);

  const lon = target?.lon;
  const lat = target?.lat;
  useEffect(() => {
    if (!follow || lon === undefined || lat === undefined) return;
    // As long as the glide, so the followed vehicle stays put on screen while the map slides.
    map.easeTo({ center: [lon, lat], duration: 1_200 });
  }, [map, follow, lon, lat]);

  useEffect(() => {
    const onDrag = () => onUserPanRef.current();
    map.on('dragstart', onDrag);
    return () => {
      map.off('dragstart', onDrag);
    };
  }, [map, onUserPanRef]);

  return null;
}
