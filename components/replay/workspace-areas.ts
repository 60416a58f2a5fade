/**
 * The replay workspace is one CSS grid: the map top left, playback controls under it, the side
 * panel on the right. Parts rendered by different components land in the same grid by these
 * classes, so the map can stay mounted while routes come and go.
 */
export const WORKSPACE_GRID = 'grid min-h-0 flex-1 grid-cols-[minmax(0,1fr)_20rem] grid-rows-[minmax(0,1fr)_auto]';

export const WORKSPACE_AREAS = {
  /** The map itself, and anything drawn over it (overlays share its cell, above it). */
  map: 'relative col-start-1 row-start-1 min-h-0',
  mapOverlay: 'z-10 col-start-1 row-start-1',
  // Layout containment: the readout and the slider change a few times a second during playback,
  // and relaying out the side panel or the controls must not relay out the whole page.
  controls: 'col-start-1 row-start-2 [contain:layout_paint]',
  /**
   * The controls' usual height, kept from the moment a route is asked for: when they appear,
   * the map keeps its size instead of being resized, redrawn and refitted right as its path
   * is being drawn.
   */
  controlsSpace: 'col-start-1 row-start-2 min-h-[279px] border-t border-slate-200 bg-white',
  side: 'col-start-2 row-span-2 row-start-1 min-h-0 [contain:strict]',
} as const;
