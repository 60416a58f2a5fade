/** Route points in columns: tens of thousands per answer without an object per point. */
export const ORIGIN_NAMES = ['gps', 'red_celular', 'wifi', null] as const;
export const GPS = 0;
export const CELL = 1;
export const WIFI = 2;
export const NO_ORIGIN = 3;
/** Stored in the numeric columns for a field the device did not report. */
export const NONE = -1;

export class PointBuffer {
  readonly t: number[] = [];
  readonly lat: number[] = [];
  readonly lon: number[] = [];
  readonly speed: number[] = [];
  readonly rumbo: number[] = [];
  /** 1 engine on, 0 off. */
  readonly engine: number[] = [];
  readonly origin: number[] = [];

  get length(): number {
    return this.t.length;
  }

  clear(): void {
    for (const column of [this.t, this.lat, this.lon, this.speed, this.rumbo, this.engine, this.origin]) column.length = 0;
  }

  push(t: number, lat: number, lon: number, speed: number, rumbo: number, engine: 0 | 1, origin: number): void {
    this.t.push(t);
    this.lat.push(lat);
    this.lon.push(lon);
    this.speed.push(speed);
    this.rumbo.push(rumbo);
    this.engine.push(engine);
    this.origin.push(origin);
  }
}
