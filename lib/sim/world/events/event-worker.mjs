// A worker thread does not inherit the parent's module loader: register tsx, then load the
// TypeScript worker (`event-worker.ts`), as `npm run sim` does for the main thread.
import { register } from 'tsx/esm/api';

register();
await import('./event-worker.ts');
