/**
 * A token bucket: `capacity` tokens, refilled at `ratePerSecond`. Lives in the user's writer
 * Durable Object memory — losing it on eviction only forgives a burst, which is acceptable for a
 * guard against runaway clients (an agent stuck in a loop writing memories).
 */
export class TokenBucket {
  private tokens: number;
  private last: number;

  constructor(private readonly capacity: number, private readonly ratePerSecond: number, now: number) {
    this.tokens = capacity;
    this.last = now;
  }

  /** Takes `cost` tokens if available; otherwise returns the seconds until they will be. */
  take(cost: number, now: number): { ok: true } | { ok: false; retryAfterSeconds: number } {
    this.tokens = Math.min(this.capacity, this.tokens + ((now - this.last) / 1000) * this.ratePerSecond);
    this.last = now;
    if (cost <= this.tokens) {
      this.tokens -= cost;
      return { ok: true };
    }
    return { ok: false, retryAfterSeconds: Math.ceil((Math.min(cost, this.capacity) - this.tokens) / this.ratePerSecond) };
  }
}
