import type { z } from 'zod';

const CHUNK = 2_000;

function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Validates a long array a slice at a time, yielding between slices so that a 20,000-vehicle
 * snapshot never blocks input or rendering for more than a few milliseconds at once.
 * Returns null when any item does not match.
 */
export async function parseInChunks<T extends z.ZodType>(items: unknown[], schema: T): Promise<z.infer<T>[] | null> {
  const out: z.infer<T>[] = new Array(items.length);
  for (let start = 0; start < items.length; start += CHUNK) {
    if (start > 0) await yieldToBrowser();
    const end = Math.min(start + CHUNK, items.length);
    for (let i = start; i < end; i++) {
      const parsed = schema.safeParse(items[i]);
      if (!parsed.success) return null;
      out[i] = parsed.data;
    }
  }
  return out;
}
