'use client';

import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type FocusEvent, type RefObject } from 'react';
import type { LiveEntry } from '@/lib/client/events/live-event-buffer';
import { waitingSince, type HoldReason } from './held-feed';

/*
 * A live feed holds still while someone is using it: the pointer over it, the focus in it, or
 * scrolled down reading older events. Items moving under the pointer get mis-clicked, and a busy
 * fleet (several events a second) would push the event being read off the screen or out of the
 * feed's cap. What is on the screen when the hold begins stays, in place; newer events wait, counted,
 * until the hold ends (pointer and focus gone, back at the top) or `showWaiting` is asked for.
 */
export function useHeldFeed(
  entries: readonly LiveEntry[],
  areaRef: RefObject<HTMLDivElement | null>,
  scrollRef: RefObject<HTMLDivElement | null>,
) {
  const reasons = useRef(new Set<HoldReason>());
  const [held, setHeld] = useState<readonly LiveEntry[] | null>(null);
  const shown = held ?? entries;
  // What the screen shows now, for a hold that begins in an event handler.
  const onScreen = useRef(shown);
  useLayoutEffect(() => {
    onScreen.current = shown;
  });

  const hold = useCallback((reason: HoldReason, on: boolean) => {
    if (on === reasons.current.has(reason)) return;
    if (on) reasons.current.add(reason);
    else reasons.current.delete(reason);
    setHeld((current) => (reasons.current.size === 0 ? null : (current ?? onScreen.current)));
  }, []);

  // Asked for the waiting events while scrolled down: they show once the list is back at the top.
  // Shown before, the virtual list would keep its old scroll offset and jump back down.
  const showAtTop = useRef(false);
  const live = useRef(entries);
  useLayoutEffect(() => {
    live.current = entries;
  });
  const showLive = useCallback(() => {
    reasons.current.delete('scrolled');
    setHeld(reasons.current.size === 0 ? null : live.current);
  }, []);

  const onScroll = useCallback(() => {
    const atTop = (scrollRef.current?.scrollTop ?? 0) <= 1;
    if (atTop && showAtTop.current) {
      showAtTop.current = false;
      showLive();
    } else hold('scrolled', !atTop);
  }, [hold, showLive, scrollRef]);
  const onBlur = useCallback(
    (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget)) hold('focus', false);
    },
    [hold],
  );
  // The browser's own enter and leave: React derives its onPointerLeave from pointerout/over, which
  // lose their way when the element under the pointer is removed (the waiting button, a virtual
  // item), and the feed would stay held after the pointer had gone.
  useEffect(() => {
    const area = areaRef.current;
    if (!area) return;
    const enter = () => hold('pointer', true);
    const leave = () => hold('pointer', false);
    area.addEventListener('pointerenter', enter);
    area.addEventListener('pointerleave', leave);
    return () => {
      area.removeEventListener('pointerenter', enter);
      area.removeEventListener('pointerleave', leave);
    };
  }, [areaRef, hold]);
  // Keyboard focus only: a clicked item keeps the focus after the pointer has gone to the map.
  const focusHandlers = useMemo(
    () => ({ onFocus: (event: FocusEvent<HTMLElement>) => hold('focus', (event.target as HTMLElement).matches(':focus-visible')), onBlur }),
    [hold, onBlur],
  );

  const showWaiting = useCallback(() => {
    const scroller = scrollRef.current;
    if (!scroller || scroller.scrollTop <= 1) return showLive();
    showAtTop.current = true;
    scroller.scrollTop = 0;
  }, [showLive, scrollRef]);

  const waiting = useMemo(() => (held ? waitingSince(held, entries) : { count: 0, critical: 0 }), [held, entries]);
  return { shown, waiting, focusHandlers, onScroll, showWaiting };
}
