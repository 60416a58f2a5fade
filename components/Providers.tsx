'use client';

import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { learnFromPage } from '@/lib/client/fleet-clock';
import { getQueryClient } from '@/lib/client/query-client';

/** `fleetTime`: the fleet's time as the server rendered the page, the browser's first reading of it. */
export function Providers({ fleetTime, children }: { fleetTime: string | null; children: ReactNode }) {
  // Before any child renders: their first "now" is already the fleet's.
  useState(() => learnFromPage(fleetTime));
  return <QueryClientProvider client={getQueryClient()}>{children}</QueryClientProvider>;
}
