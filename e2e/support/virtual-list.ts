import { expect, type Locator } from '@playwright/test';

/**
 * Helpers for the app's virtual lists (TanStack Virtual): only the items in view are in the page,
 * and each says its place among all (`aria-posinset` of `aria-setsize`).
 */

/** How many items the virtual list inside `container` holds in all; 0 when it holds none. */
export async function listSize(container: Locator): Promise<number> {
  const item = container.locator('[aria-setsize]').first();
  return (await item.count()) ? Number(await item.getAttribute('aria-setsize')) : 0;
}

/** The item at `place` (from 1) of the virtual list inside `container`, scrolled into the page and into view. */
export async function itemAt(container: Locator, place: number): Promise<Locator> {
  const item = container.locator(`[aria-posinset="${place}"]`);
  await expect
    .poll(async () => {
      if (await item.count()) return true;
      // Jump the list's scroll box to where the item should be; measured items refine the next try.
      await container
        .locator('[aria-posinset]')
        .first()
        .evaluate((shown, wanted) => {
          let box = shown.parentElement;
          while (box && box.scrollHeight <= box.clientHeight) box = box.parentElement;
          if (!box) return;
          const size = Number(shown.getAttribute('aria-setsize'));
          box.scrollTop = (box.scrollHeight * (wanted - 1)) / size - box.clientHeight / 2;
        }, place);
      return false;
    })
    .toBe(true);
  await item.scrollIntoViewIfNeeded();
  return item;
}
