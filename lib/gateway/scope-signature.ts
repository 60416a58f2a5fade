import 'server-only';
import { createHash } from 'node:crypto';
import type { VehicleIndex } from './fleet-directory';

const signatures = new WeakMap<VehicleIndex, string>();

/**
 * A digest of the key's vehicles, sorted: the scope the follower read the event log's spans
 * for, and the one a history query must share to be answered from them. Made once per index.
 */
export function scopeSignature(index: VehicleIndex): string {
  let signature = signatures.get(index);
  if (signature === undefined) {
    const ids = index.vehiculos.map((vehiculo) => vehiculo.id).sort();
    signature = createHash('sha256').update(ids.join(',')).digest('base64url');
    signatures.set(index, signature);
  }
  return signature;
}
