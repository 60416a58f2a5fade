'use client';

import { useEffect, useState } from 'react';

/** The current time, re-read every `everyMs`: for texts like "hace 12 s" that age on screen. */
export function useNow(everyMs = 1_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
