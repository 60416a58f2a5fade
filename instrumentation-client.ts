// First, before any of the app's modules builds a zod schema in the browser.
import '@/lib/client/zod-jitless';
import { LIVE_PATH, startFirstSnapshot } from '@/components/live/first-snapshot';

// The live map's first draw waits for the snapshot and for the fleet worker to boot and parse it:
// both start here, before hydration, not once the page's large modules have been evaluated.
if (window.location.pathname === LIVE_PATH) startFirstSnapshot();
