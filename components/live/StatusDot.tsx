import { STATUS_COLOR, type VehicleStatus } from '@/lib/client/vehicle-status';

/** The status colour as on the map; decorative, the status is always also written out. */
export function StatusDot({ status }: { status: VehicleStatus | null }) {
  const color = status ? STATUS_COLOR[status] : 'transparent';
  return (
    <span
      aria-hidden
      className="inline-block size-3 shrink-0 rounded-full border border-white shadow-[0_0_0_1px_rgba(0,0,0,0.25)]"
      style={{ backgroundColor: color }}
    />
  );
}
