/** History queries a key has in progress (docs/embedded-api.md#history-queries-in-flight). */
export class InFlightHistory {
  private readonly running = new Map<string, number>();

  constructor(private readonly limit: number) {}

  tryEnter(keyId: string): boolean {
    const count = this.running.get(keyId) ?? 0;
    if (count >= this.limit) return false;
    this.running.set(keyId, count + 1);
    return true;
  }

  leave(keyId: string): void {
    const count = (this.running.get(keyId) ?? 1) - 1;
    if (count <= 0) this.running.delete(keyId);
    else this.running.set(keyId, count);
  }
}
