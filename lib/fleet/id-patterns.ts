/**
 * The shapes of the API's identifiers as plain regular expressions, for code that must not carry
 * zod's full build (the map page's bundle); `ids.ts` builds its schemas from these.
 * Identifiers are opaque after their prefix; letters, digits, `_` and `-` keep them URL-safe.
 */
const opaque = '[A-Za-z0-9][A-Za-z0-9_-]{0,63}';

export const VEHICULO_ID_PATTERN = new RegExp(`^veh_${opaque}$`);
export const CLIENTE_ID_PATTERN = new RegExp(`^cli_${opaque}$`);
export const EVENTO_ID_PATTERN = new RegExp(`^evt_${opaque}$`);
