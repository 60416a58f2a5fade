'use client';

import { useRouter } from 'next/navigation';
import type { AnchorHTMLAttributes, MouseEvent } from 'react';

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'onClick'> & { href: string };

/**
 * A link of the app header: it moves between sections inside the app (no full page load), like
 * `next/link` but without its prefetching and URL formatting, which weigh 2.7 KB gzip in every
 * page's first load (the map page's budget is 450 KB, 290 of them MapLibre) and which a handful
 * of section links do not need. A click with a modifier key or another button keeps the
 * browser's own behaviour (new tab, new window, download).
 */
export function ShellLink({ href, ...anchor }: Props) {
  const router = useRouter();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    router.push(href);
  };
  return <a {...anchor} href={href} onClick={onClick} />;
}
