import { z } from 'zod';

/** The `estado` message of the events stream: how the gateway's poller is doing upstream. */
export const feedHealthSchema = z.looseObject({});
export type FeedHealth = z.infer<typeof feedHealthSchema>;
