import 'server-only';
import pg from 'pg';
import type { Channel, NoticeListener } from './channels';

const RETRY_MIN_MS = 500;
const RETRY_MAX_MS = 15_000;

/**
 * `LISTEN` on a connection of its own (a pooled one would be handed to queries and lose its
 * channels). When the connection drops it reconnects with growing waits, listens again and
 * calls every listener with `null`: notices sent meanwhile are lost, so they must read again.
 */
export class ServerNotices {
  private readonly listeners = new Map<Channel, Set<NoticeListener>>();
  private client: pg.Client | null = null;
  private connecting: Promise<pg.Client> | null = null;
  private retryMs = RETRY_MIN_MS;
  private retryTimer: NodeJS.Timeout | null = null;
  private closed = false;
  /** One command at a time on the connection: pg queues overlapping ones, but deprecates doing so. */
  private commands: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly url: string,
    private readonly onError: (error: Error) => void,
  ) {}

  async listen(channel: Channel, listener: NoticeListener): Promise<() => Promise<void>> {
    let set = this.listeners.get(channel);
    const first = set === undefined;
    if (!set) this.listeners.set(channel, (set = new Set()));
    set.add(listener);
    if (first) {
      // A failed first connection is retried in the background; the listener hears null once it is back.
      const client = await this.connection().catch(() => null);
      if (client) await this.command(client, `LISTEN ${channel}`).catch(() => undefined);
    }
    return async () => {
      set.delete(listener);
      if (set.size > 0 || this.listeners.get(channel) !== set) return;
      this.listeners.delete(channel);
      if (this.client) await this.command(this.client, `UNLISTEN ${channel}`).catch(() => undefined);
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.listeners.clear();
    const client = this.client ?? (await this.connecting?.catch(() => null));
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  private command(client: pg.Client, text: string): Promise<unknown> {
    const run = this.commands.then(() => client.query(text));
    this.commands = run.catch(() => undefined);
    return run;
  }

  private connection(): Promise<pg.Client> {
    if (this.client) return Promise.resolve(this.client);
    this.connecting ??= this.connect().finally(() => (this.connecting = null));
    return this.connecting;
  }

  private async connect(): Promise<pg.Client> {
    const client = new pg.Client({
      connectionString: this.url,
      application_name: 'flota-listen',
      connectionTimeoutMillis: 5_000,
      keepAlive: true,
    });
    client.on('notification', ({ channel, payload }) => this.tell(this.listeners.get(channel as Channel), payload ?? ''));
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client, null));
    try {
      await client.connect();
      for (const channel of this.listeners.keys()) await client.query(`LISTEN ${channel}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      this.scheduleRetry();
      throw error;
    }
    if (this.closed) {
      await client.end();
      throw new Error('almacenamiento cerrado');
    }
    this.client = client;
    this.retryMs = RETRY_MIN_MS;
    return client;
  }

  private lost(client: pg.Client, error: Error | null): void {
    if (this.client !== client) return;
    this.client = null;
    if (error) this.onError(error);
    client.end().catch(() => undefined);
    this.scheduleRetry();
  }

  private scheduleRetry(): void {
    if (this.closed || this.retryTimer || this.listeners.size === 0) return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.connection().then(
        () => this.tellAll(),
        () => undefined,
      );
    }, this.retryMs);
    this.retryTimer.unref();
    this.retryMs = Math.min(this.retryMs * 2, RETRY_MAX_MS);
  }

  private tellAll(): void {
    for (const set of this.listeners.values()) this.tell(set, null);
  }

  /** A listener that throws must not break the connection's event handling (nor the process). */
  private tell(listeners: Iterable<NoticeListener> | undefined, payload: string | null): void {
    for (const listener of listeners ?? []) {
      try {
        listener(payload);
      } catch (error) {
        this.onError(error instanceof Error ? error : new Error(String(error)));
      }
    }
  }
}
