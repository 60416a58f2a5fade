/** User Timing mark set when the route's path is on screen; the replay benchmark reads it. */
export const PATH_DRAWN_MARK = 'recorrido:trazo-dibujado';
