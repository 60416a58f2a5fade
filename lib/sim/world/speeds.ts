import { LegDrafts } from './legs';
import type { Polyline } from './polyline';
import type { Random } from './random';

/** What kind of road each piece of a trip's line is. */
export type RoadKind = 'calle' | 'ruta';

/** Speeds that fit the road: 0–60 in town, 80–120 on the road, and now and then too fast. */
export function draftLegs(line: Polyline, kinds: readonly RoadKind[], heavy: boolean, random: Random): LegDrafts {
  const drafts = new LegDrafts();
  for (let i = 0; i < kinds.length; i++) {
    const km0 = line.cumKm[i]!;
    if (kinds[i] === 'ruta') {
      // A highway runs through many vertices; its legs follow the traffic, not the drawing.
      let end = i;
      while (kinds[end + 1] === 'ruta') end++;
      draftRoad(drafts, km0, line.cumKm[end + 1]!, heavy, random, i > 0);
      i = end;
    } else if (line.cumKm[i + 1]! - km0 > 1e-6) {
      draftStreet(drafts, km0, line.cumKm[i + 1]!, random, i > 0);
    }
  }
  return drafts;
}

function draftStreet(out: LegDrafts, km0: number, km1: number, random: Random, turn: boolean): void {
  const avenue = km1 - km0 > 1.5;
  let km = km0;
  let first = true;
  while (km < km1 - 1e-9) {
    const next = Math.min(km1, km + random.between(0.3, 1.1));
    const speeding = random.chance(0.008);
    const kmh = speeding ? random.between(68, 85) : avenue ? random.between(35, 60) : random.between(18, 45);
    out.add(km, next, kmh, 60, first && turn, ((next - km) / kmh) * 3_600_000);
    if (next < km1 && random.chance(0.3)) out.add(next, next, 0, 60, false, random.between(10_000, 70_000));
    km = next;
    first = false;
  }
}

function draftRoad(out: LegDrafts, km0: number, km1: number, heavy: boolean, random: Random, turn: boolean): void {
  const limit = heavy ? 80 : 110;
  let km = km0;
  let first = true;
  while (km < km1 - 1e-9) {
    const next = Math.min(km1, km + random.between(8, 30));
    const speeding = random.chance(heavy ? 0.02 : 0.03);
    const kmh = speeding
      ? random.between(limit + 8, limit + 28)
      : heavy
        ? random.between(66, limit)
        : random.between(85, limit - 2);
    out.add(km, next, kmh, limit, first && turn, ((next - km) / kmh) * 3_600_000);
    km = next;
    first = false;
  }
}
