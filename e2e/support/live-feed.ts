import type { Page } from '@playwright/test';

export type FeedItem = { id: string; fecha: string; tipo: string; critico: boolean; reciente: boolean };

/** Taller than the whole feed (up to 500 items) can be: the list then renders every item at once. */
const TALL_PX = 200_000;

/**
 * Every event of the live feed, newest first, though its list holds in the DOM only those in view:
 * makes the list's view taller than the feed for a moment, so that it renders all of its items,
 * and reads them in one go (a consistent snapshot even while events arrive).
 */
export async function readLiveFeed(page: Page): Promise<FeedItem[]> {
  return page.getByTestId('lista-en-vivo').evaluate(async (list, tallPx) => {
    const scroller = list.parentElement!;
    const style = scroller.getAttribute('style');
    Object.assign(scroller.style, { flex: 'none', height: `${tallPx}px`, maxHeight: 'none' });
    try {
      for (let frame = 0; frame < 600; frame++) {
        await new Promise((done) => requestAnimationFrame(done));
        const items = list.querySelectorAll('li');
        if (items.length !== Number(list.dataset.total)) continue;
        return [...items].map((li) => ({
          id: li.getAttribute('data-evento-id') ?? '',
          fecha: li.querySelector('time')?.getAttribute('datetime') ?? '',
          tipo: li.getAttribute('data-tipo') ?? '',
          critico: li.hasAttribute('data-critico'),
          reciente: li.hasAttribute('data-reciente'),
        }));
      }
      throw new Error('El feed no mostró todos sus eventos en 600 cuadros.');
    } finally {
      if (style === null) scroller.removeAttribute('style');
      else scroller.setAttribute('style', style);
    }
  }, TALL_PX);
}
