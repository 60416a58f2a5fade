/**
 * How far back the shared e2e gateway's live feed starts (`FLOTA_EVENTS_LOOKBACK_S`), and so how
 * far back a first connection's backlog reaches: the gateway's default hour. On the suite's fleet
 * clock (e2e/support/fleet-clock.ts, a weekday morning from 10:30) that hour holds events of
 * every client of the e2e fleet.
 */
export const E2E_FEED_LOOKBACK_S = 3600;
