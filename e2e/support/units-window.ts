const GRID_MS = 15_000;

/** What this needs of the embedded Fleet API's `/_sim/stats`: units spent per key. */
export interface KeyUnits {
  por_clave: { nombre: string; unidades: number }[];
}

/**
 * Upstream units per minute of each key (by its name in the sim) over one window of `minutes`,
 * after `warmUpMs`. Every app calls the upstream on the wall clock's 15 s grid (pollers, cache
 * slots): the counters are read half-way between two grid points, so that a call one app makes
 * a little later than another (a busier event loop) still falls inside the same window for both.
 */
export async function unitsPerMinute(sim: { stats(): Promise<KeyUnits> }, names: readonly string[], { warmUpMs, minutes }: { warmUpMs: number; minutes: number }): Promise<number[]> {
  const unitsOf = async () => {
    const stats = await sim.stats();
    return names.map((name) => stats.por_clave.find((c) => c.nombre === name)?.unidades ?? 0);
  };
  await new Promise((resolve) => setTimeout(resolve, warmUpMs));
  await new Promise((resolve) => setTimeout(resolve, GRID_MS - ((Date.now() - GRID_MS / 2) % GRID_MS)));
  const before = await unitsOf();
  await new Promise((resolve) => setTimeout(resolve, minutes * 60_000));
  const after = await unitsOf();
  return after.map((units, i) => (units - (before[i] ?? 0)) / minutes);
}
