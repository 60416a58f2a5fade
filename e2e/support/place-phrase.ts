/**
 * Where a point is, as the Spanish catalogue says it (messages Places.*): "en Pilar, Buenos
 * Aires", "a 3 km al norte de Pilar, Buenos Aires", a remote area's, or no town within reach. The
 * shape, not a place: what is shown moves with the fleet.
 */
export const PLACE_PHRASE = /^((en|a \d+ km al \p{L}+ de|zona despoblada: a \d+ km al \p{L}+ de) [^,]+, .+|sin localidades a menos de \d+ km)$/u;
