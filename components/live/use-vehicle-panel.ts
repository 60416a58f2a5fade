'use client';

import { useCallback, useState } from 'react';
import { loadPlaces } from '@/lib/client/use-place-phrase';
import type { VehiclePanel } from './VehiclePanel';

type Panel = typeof VehiclePanel;

/**
 * The vehicle panel's component once its code has arrived, and the function that fetches it. The
 * code stays out of the first load; the screen fetches it once the map has drawn, so that choosing
 * a vehicle finds it ready. A state update rather than React.lazy: a suspended lazy component is
 * shown by a retry at one of React's low priorities that never expire, and on a busy map screen the
 * panel once stayed missing for 8 s after its code had arrived. The localities the panel names its
 * vehicle's place from come at the same time, for the same reason.
 */
export function useVehiclePanel(): [Panel | null, () => void] {
  const [panel, setPanel] = useState<Panel | null>(null);
  const load = useCallback(() => {
    // A failed fetch leaves the panel closed; the next choice asks again.
    import('./VehiclePanel').then((m) => setPanel(() => m.VehiclePanel), () => undefined);
    // The panel shows the vehicle without its place until they arrive, or if they cannot.
    loadPlaces().catch(() => undefined);
  }, []);
  return [panel, load];
}
