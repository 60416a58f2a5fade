/**
 * How far back the shared e2e gateway's live feed starts (`FLOTA_EVENTS_LOOKBACK_S`), and so how
 * far back a first connection's backlog reaches. The e2e fleet parks at night, and between midnight
 * and five a whole hour may pass without one event; any twelve hours hold some of every client's.
 */
export const E2E_FEED_LOOKBACK_S = 12 * 3600;
