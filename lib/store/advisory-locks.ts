import 'server-only';

/** Advisory lock keys (two 32-bit numbers): Flota's own class, then one per purpose. */
const FLOTA = 0x466c6f74; // "Flot"

export const MIGRATION_LOCK: [number, number] = [FLOTA, 1];
export const EVENT_APPEND_LOCK: [number, number] = [FLOTA, 2];
/** The class of the per-name locks of snapshots made by one instance for all (the name's hash is the key). */
export const SNAPSHOT_LOCK_CLASS = FLOTA + 3;
