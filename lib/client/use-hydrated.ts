'use client';

import { useSyncExternalStore } from 'react';

const subscribeNever = () => () => {};

/**
 * False while React hydrates what the server rendered (and on the server), true from the render
 * after: for what the browser may already know at hydration, such as a query answered before the
 * page's script ran, that the server's render could not show.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}
