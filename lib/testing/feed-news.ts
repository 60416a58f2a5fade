import type { Evento } from '@/lib/fleet/schemas/evento';
import type { Harness } from './gateway-harness';

/**
 * The events the gateway's feed holds once its first poll is in. That poll catches up on a span
 * nobody followed, so streams get it as `reciente`: tests that need news publish it themselves.
 */
export async function heldEvents(h: Harness, timeoutMs = 30_000): Promise<Evento[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { resume, unsubscribe } = await h.gateway.feed.subscribe(() => {}, null);
    unsubscribe();
    if (resume.held.length > 0) return resume.held.map((item) => item.evento);
    if (Date.now() > deadline) throw new Error(`the feed held nothing after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Publishes `count` new events as news (copies of held ones, each with an id of its own) and answers them. */
export async function publishNews(h: Harness, count: number): Promise<Evento[]> {
  const held = await heldEvents(h);
  const news = Array.from({ length: count }, (_, i) => {
    const model = held[i % held.length]!;
    return { ...model, id: `${model.id}_noticia_${i}` };
  });
  await h.gateway.feed.publish(news);
  return news;
}
