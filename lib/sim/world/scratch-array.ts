/** Writes `value` at `at` of an array reused as scratch space: overwritten in place, grown only past its end. */
export function writeAt(values: number[], at: number, value: number): void {
  if (at < values.length) values[at] = value;
  else values.push(value);
}
