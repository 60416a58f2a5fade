import { describe, expect, it } from 'vitest';
import { eventoFixture } from '@/lib/client/events/evento-fixture';
import type { FeedItem } from './event-feed';
import { STREAM_BACKLOG_MAX } from '@/lib/fleet/flota-api';
import { backlogLimits, recentBacklog } from './stream-backlog';

const NOW = Date.parse('2026-11-22T15:00:00Z');
const MIN = 60_000;

function item(seq: number, minutesAgo: number, vehiculo = 'veh_1'): FeedItem {
  const fechaMs = NOW - minutesAgo * MIN;
  const evento = eventoFixture({ id: `evt_${seq}`, fecha: new Date(fechaMs).toISOString(), vehiculo });
  return { seq, evento, json: JSON.stringify(evento), fechaMs, recent: false };
}

const seqs = (items: readonly FeedItem[]) => items.map((i) => i.seq);
const all = () => true;

describe('recentBacklog', () => {
  it('keeps the window, oldest first, including an old event received late and a late one inside it', () => {
    const held = [item(1, 90), item(2, 59), item(3, 30), item(4, 120), item(5, 45), item(6, 1)];
    expect(seqs(recentBacklog(held, all, NOW, { windowMs: 60 * MIN, max: 100 }))).toEqual([2, 3, 5, 6]);
  });

  it('keeps the newest `max` of those the stream accepts', () => {
    const held = [item(1, 10, 'veh_a'), item(2, 9, 'veh_b'), item(3, 8, 'veh_a'), item(4, 7, 'veh_b'), item(5, 6, 'veh_a')];
    const onlyA = (e: FeedItem['evento']) => e.vehiculo === 'veh_a';
    expect(seqs(recentBacklog(held, onlyA, NOW, { windowMs: 60 * MIN, max: 2 }))).toEqual([3, 5]);
    expect(recentBacklog([], all, NOW)).toEqual([]);
  });

  it('keeps the most recent by when they happened, not by where the feed holds them', () => {
    // Two vehicle groups of one poll: the first group's span, then the second's.
    const held = [item(1, 30, 'veh_a'), item(2, 3, 'veh_a'), item(3, 40, 'veh_b'), item(4, 20, 'veh_b')];
    expect(seqs(recentBacklog(held, all, NOW, { windowMs: 60 * MIN, max: 2 }))).toEqual([2, 4]);
  });

  it('reaches back an hour, or as far as the feed starts when that is longer', () => {
    expect(backlogLimits(0)).toEqual({ windowMs: 60 * MIN, max: STREAM_BACKLOG_MAX });
    expect(backlogLimits(1800)).toEqual({ windowMs: 60 * MIN, max: STREAM_BACKLOG_MAX });
    expect(backlogLimits(12 * 3600)).toEqual({ windowMs: 12 * 60 * MIN, max: STREAM_BACKLOG_MAX });
    const held = [item(1, 11 * 60), item(2, 90), item(3, 13 * 60)];
    expect(seqs(recentBacklog(held, all, NOW, backlogLimits(12 * 3600)))).toEqual([1, 2]);
  });
});
