/** Where the map looks; what URL state and `MapView` exchange. */
export type MapViewState = { longitude: number; latitude: number; zoom: number };

/** Argentina, whole, from La Quiaca to Ushuaia. */
export const ARGENTINA_VIEW: MapViewState = { longitude: -64, latitude: -38.5, zoom: 3.4 };
