import 'server-only';

/** Advisory lock keys (two 32-bit numbers): Flota's own class, then one per purpose. */
const FLOTA = 0x466c6f74; // "Flot"

export const MIGRATION_LOCK: [number, number] = [FLOTA, 1];
export const EVENT_APPEND_LOCK: [number, number] = [FLOTA, 2];
