import { useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * A ref that always holds the latest value, so a map layer's effects can call the newest callback
 * without listing it as a dependency (which would tear down and re-create the layer on every render).
 */
export function useLatest<T>(value: T): RefObject<T> {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}
