/** User Timing marks of a route load; the replay benchmark reads them. */

/** The route's last byte arrived (marked by the page at the instant the route worker saw it). */
export const ROUTE_RECEIVED_MARK = 'recorrido:datos-recibidos';

/** The route's path is on screen. */
export const PATH_DRAWN_MARK = 'recorrido:trazo-dibujado';
