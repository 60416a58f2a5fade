/**
 * Deterministic randomness: everything the simulated fleet does is a pure function of the
 * seed and a few integers (vehicle, day, trip…), so past data is the same on every run
 * without storing anything.
 */

function mix(h: number, part: number): number {
  h = Math.imul(h ^ (part | 0), 0x85ebca6b);
  h = Math.imul(h ^ Math.floor(part / 0x1_0000_0000), 0xc2b2ae35);
  return h ^ (h >>> 13);
}

/**
 * A 32-bit hash of up to four numbers (murmur3's finaliser over a running mix). Fixed arity
 * on purpose: it runs for every fix of every route, and rest parameters allocate.
 */
export function hashInts(a: number, b = 0, c = 0, d = 0): number {
  let h = mix(mix(mix(mix(0x9e3779b9, a), b), c), d);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** A uniform number in [0, 1) from integers, without keeping a generator around. */
export function unitHash(a: number, b = 0, c = 0, d = 0): number {
  return hashInts(a, b, c, d) / 0x1_0000_0000;
}

/** A small sequential generator (mulberry32) for plans that draw many numbers in a row. */
export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  next(): number {
    this.state = (this.state + 0x6d2b79f5) | 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 0x1_0000_0000;
  }

  between(min: number, max: number): number {
    return min + (max - min) * this.next();
  }

  int(min: number, maxInclusive: number): number {
    return min + Math.floor(this.next() * (maxInclusive - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  }
}
