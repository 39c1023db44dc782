/**
 * A client's CPU-time budget (issue 32): besides counting requests, the calculations group gives each
 * client so many milliseconds of estimated CPU per window, refilled continuously (a token bucket), so
 * that a ten-year calendar with the Moon weighs what it costs and not one request. The estimate is
 * the task kind's cost, the same the fair scheduler weighs the task by. A request dearer than the
 * whole budget is taken when the budget is full, leaving it in debt: the client then waits it out.
 */

interface Bucket {
  /** Milliseconds of CPU the client may still spend; below zero after a request dearer than what was left. */
  tokensMs: number;
  /** When `tokensMs` was last brought up to date, ms since 1970. */
  atMs: number;
}

export interface CpuBudgetRule {
  /** Estimated CPU milliseconds one client may spend in a window. */
  cpuMs: number;
  windowMs: number;
}

/** Clients remembered at most; the one least recently charged is forgotten first (as a new client: a full budget). */
const MAX_CLIENTS = 10_000;

export class CpuBudget {
  private readonly buckets = new Map<string, Bucket>();
  /** Milliseconds of CPU given back per millisecond of time. */
  private readonly refillPerMs: number;

  constructor(private readonly rule: CpuBudgetRule, private readonly nowMs: () => number = Date.now) {
    this.refillPerMs = rule.cpuMs / rule.windowMs;
  }

  /**
   * Charges `costMs` to `client`: 0 when the budget takes it, else the seconds after which it would
   * (and nothing is charged).
   */
  charge(client: string, costMs: number): number {
    const now = this.nowMs();
    const bucket = this.buckets.get(client) ?? { tokensMs: this.rule.cpuMs, atMs: now };
    bucket.tokensMs = Math.min(this.rule.cpuMs, bucket.tokensMs + (now - bucket.atMs) * this.refillPerMs);
    bucket.atMs = now;
    // Most recently charged last: the first in the map is the one to forget.
    this.buckets.delete(client);
    this.buckets.set(client, bucket);
    if (this.buckets.size > MAX_CLIENTS) this.buckets.delete(this.buckets.keys().next().value!);
    const needed = Math.min(costMs, this.rule.cpuMs);
    if (bucket.tokensMs < needed) return Math.max(1, Math.ceil((needed - bucket.tokensMs) / this.refillPerMs / 1000));
    bucket.tokensMs -= costMs;
    return 0;
  }

  /** Gives back what a charge took, for work that was never done (the pool's queue was full). */
  refund(client: string, costMs: number): void {
    const bucket = this.buckets.get(client);
    if (bucket) bucket.tokensMs = Math.min(this.rule.cpuMs, bucket.tokensMs + costMs);
  }
}
