'use client';

import { categoryStyle } from '@/lib/client/category-palette';
import { useEventLabels } from '@/lib/client/events/event-labels';

/**
 * A category's icon on its colour, sized for list rows and table cells. `decorative` is for places
 * that write the category's name beside it: the icon then adds nothing for a screen reader, and
 * one element less per row counts in a table that scrolls thousands of them.
 */
export function CategoryIcon({ categoria, size = 28, decorative = false }: { categoria: string; size?: number; decorative?: boolean }) {
  const style = categoryStyle(categoria);
  const name = useEventLabels().category(categoria);
  return (
    <span
      className="inline-flex shrink-0 items-center justify-center rounded-full"
      style={{ width: size, height: size, backgroundColor: `${style.color}1f`, color: style.color }}
      title={decorative ? undefined : name}
      aria-hidden={decorative || undefined}
    >
      <svg
        viewBox="0 0 24 24"
        width={size * 0.6}
        height={size * 0.6}
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
      >
        <path d={style.icon} />
      </svg>
      {!decorative && <span className="sr-only">{name}</span>}
    </span>
  );
}
