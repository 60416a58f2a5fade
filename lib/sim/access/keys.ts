import type { SimKeyConfig } from '../config';
import { parseApiDateTime } from '@/lib/fleet/time';

/** A configured key, with what its checks need precomputed. */
export interface ApiKey {
  config: SimKeyConfig;
  /** Safe to print: the prefix and two characters, e.g. `svc_live_de…`. */
  masked: string;
  expiresMs: number | null;
  allowedIps: ReadonlySet<string> | null;
}

const PREFIX = 'svc_live_';

export function maskKey(key: string): string {
  return `${key.slice(0, PREFIX.length + 2)}…`;
}

/** IPv4 peers arrive as `::ffff:a.b.c.d` on a dual-stack socket; config files write `a.b.c.d`. */
export function normalizeIp(ip: string): string {
  return ip.startsWith('::ffff:') && ip.includes('.') ? ip.slice(7) : ip.toLowerCase();
}

export class KeyRegistry {
  private readonly byKey: Map<string, ApiKey>;

  constructor(keys: readonly SimKeyConfig[]) {
    this.byKey = new Map(
      keys.map((config) => [
        config.key,
        {
          config,
          masked: maskKey(config.key),
          expiresMs: config.expires === null ? null : parseApiDateTime(config.expires),
          allowedIps: config.allowedIps === null ? null : new Set(config.allowedIps.map(normalizeIp)),
        },
      ]),
    );
  }

  find(presented: string): ApiKey | undefined {
    return this.byKey.get(presented);
  }

  all(): ApiKey[] {
    return [...this.byKey.values()];
  }
}
