/** Our positions route: the fleet worker reads it, and the live page's HTML preloads its first answer. */
export const POSITIONS_URL = '/api/posiciones';
