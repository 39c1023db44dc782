/**
 * Shares the transit workers fairly between clients (issue 22): each client has its own queue,
 * a client has at most `maxInFlightPerClient` tasks running, the next task goes to the client
 * with the least work running (weighed by cost: ten years is not a month), round-robin among
 * equals, and long tasks never take the last free thread, so a one-year request finds a thread
 * while another client's ten-year requests run. When the queue is full, the client with the
 * most waiting loses its newest task first. Retry-After is the queue's work at the measured pace.
 * Pure scheduling: the caller gives a `start` function per task (pool.ts runs it on piscina).
 */

export interface FairSchedulerOptions {
  /** Tasks that may run at once (the worker threads). */
  slots: number;
  /** Tasks that may wait, all clients together; 0 = none wait. */
  maxWaiting: number;
  /** Tasks one client may have running at once. */
  maxInFlightPerClient: number;
  /** A task costing more than this is long: long tasks leave one slot free (when there are two or more). */
  longTaskCost: number;
  /** Milliseconds per unit of cost before any task has been measured. */
  initialMsPerCost: number;
}

/** The queue is full (or the client's share of it): the caller answers 503 with this Retry-After. */
export class QueueFullError extends Error {
  override name = 'QueueFullError';
  constructor(readonly retryAfterSeconds: number) {
    super(`queue full: retry after ${retryAfterSeconds} s`);
  }
}

interface Entry<T> {
  client: string;
  cost: number;
  start: () => Promise<T>;
  resolve: (value: T | null) => void;
  reject: (err: unknown) => void;
  detach: () => void;
}

interface ClientState<T> {
  waiting: Entry<T>[];
  running: number;
  runningCost: number;
  /** When it was last served (a counter): of equally loaded clients, the one served longest ago goes first. */
  servedTurn: number;
}

/** Retry-After bounds, seconds: at least one, and never more than a person would wait to retry. */
const MIN_RETRY_AFTER_S = 1;
const MAX_RETRY_AFTER_S = 120;
/** Weight of the newest measurement in the pace's moving average. */
const PACE_SMOOTHING = 0.2;

export class FairScheduler<T> {
  private readonly clients = new Map<string, ClientState<T>>();
  private turn = 0;
  private running = 0;
  private runningLong = 0;
  private waitingCount = 0;
  private waitingCost = 0;
  private runningCostTotal = 0;
  private msPerCost: number;

  constructor(private readonly options: FairSchedulerOptions) {
    this.msPerCost = options.initialMsPerCost;
  }

  /** Long tasks may use every slot but one, so that a short task never waits behind them all. */
  private get longSlots(): number {
    return this.options.slots > 1 ? this.options.slots - 1 : 1;
  }

  private isLong(cost: number): boolean {
    return cost > this.options.longTaskCost;
  }

  /** Seconds until the work queued and running now is done at the measured pace, spread over the slots. */
  retryAfterSeconds(): number {
    const ms = ((this.waitingCost + this.runningCostTotal) * this.msPerCost) / this.options.slots;
    return Math.min(MAX_RETRY_AFTER_S, Math.max(MIN_RETRY_AFTER_S, Math.ceil(ms / 1000)));
  }

  /** What is queued and running now (for tests and logs). */
  stats(): { running: number; waiting: number; msPerCost: number } {
    return { running: this.running, waiting: this.waitingCount, msPerCost: this.msPerCost };
  }

  /**
   * Runs `start` when the client's turn comes: its result, or null when `signal` aborted while it
   * waited. Rejects with QueueFullError when there is no room to wait.
   */
  submit(client: string, cost: number, start: () => Promise<T>, signal?: AbortSignal): Promise<T | null> {
    if (signal?.aborted) return Promise.resolve(null);
    return new Promise<T | null>((resolve, reject) => {
      const state = this.stateOf(client);
      const entry: Entry<T> = { client, cost, start, resolve, reject, detach: () => {} };
      if (signal) {
        const onAbort = () => {
          if (this.removeWaiting(entry)) resolve(null);
        };
        signal.addEventListener('abort', onAbort, { once: true });
        entry.detach = () => signal.removeEventListener('abort', onAbort);
      }
      if (this.waitingCount >= this.options.maxWaiting && !this.canStartNow(state, cost)) {
        if (!this.makeRoomFor(client)) {
          entry.detach();
          this.forgetIfIdle(client);
          reject(new QueueFullError(this.retryAfterSeconds()));
          return;
        }
      }
      state.waiting.push(entry);
      this.waitingCount++;
      this.waitingCost += cost;
      this.dispatch();
    });
  }

  private stateOf(client: string): ClientState<T> {
    let state = this.clients.get(client);
    if (!state) {
      state = { waiting: [], running: 0, runningCost: 0, servedTurn: 0 };
      this.clients.set(client, state);
    }
    return state;
  }

  private forgetIfIdle(client: string): void {
    const state = this.clients.get(client);
    if (state && state.running === 0 && state.waiting.length === 0) this.clients.delete(client);
  }

  private canStartNow(state: ClientState<T>, cost: number): boolean {
    // With a slot free to it, nothing waiting could take that slot instead (dispatch starts eagerly).
    return this.running < this.options.slots
      && state.running < this.options.maxInFlightPerClient
      && (!this.isLong(cost) || this.runningLong < this.longSlots);
  }

  /**
   * The queue is full: the client with the most tasks waiting gives up its newest one, if it has
   * more waiting than this client would have with one more. False when this client is that one.
   */
  private makeRoomFor(client: string): boolean {
    const mine = this.clients.get(client)?.waiting.length ?? 0;
    let heaviest: ClientState<T> | undefined;
    for (const [name, state] of this.clients) {
      if (name !== client && state.waiting.length > (heaviest?.waiting.length ?? 0)) heaviest = state;
    }
    if (!heaviest || heaviest.waiting.length <= mine + 1) return false;
    const dropped = heaviest.waiting.at(-1)!;
    this.removeWaiting(dropped);
    dropped.reject(new QueueFullError(this.retryAfterSeconds()));
    return true;
  }

  /** Takes a waiting entry out of its client's queue (aborted, dropped): false when it no longer waits. */
  private removeWaiting(entry: Entry<T>): boolean {
    const state = this.clients.get(entry.client);
    const i = state?.waiting.indexOf(entry) ?? -1;
    if (!state || i < 0) return false;
    this.unqueue(state, i);
    this.forgetIfIdle(entry.client);
    return true;
  }

  /** The bookkeeping of an entry leaving the queue, to start or not. */
  private unqueue(state: ClientState<T>, index: number): Entry<T> {
    const entry = state.waiting.splice(index, 1)[0]!;
    this.waitingCount--;
    this.waitingCost -= entry.cost;
    entry.detach();
    return entry;
  }

  /** The client whose first waiting task starts next: of the clients allowed one more, the least loaded; round-robin among equals. */
  private next(): ClientState<T> | undefined {
    let best: ClientState<T> | undefined;
    for (const state of this.clients.values()) {
      const head = state.waiting[0];
      if (!head || state.running >= this.options.maxInFlightPerClient) continue;
      if (this.isLong(head.cost) && this.runningLong >= this.longSlots) continue;
      if (!best || state.runningCost < best.runningCost || (state.runningCost === best.runningCost && state.servedTurn < best.servedTurn)) best = state;
    }
    if (!best) return undefined;
    best.servedTurn = ++this.turn;
    return best;
  }

  private dispatch(): void {
    while (this.running < this.options.slots) {
      const state = this.next();
      if (!state) return;
      this.startEntry(this.unqueue(state, 0));
    }
  }

  private startEntry(entry: Entry<T>): void {
    const state = this.clients.get(entry.client)!;
    const long = this.isLong(entry.cost);
    this.running++;
    if (long) this.runningLong++;
    state.running++;
    state.runningCost += entry.cost;
    this.runningCostTotal += entry.cost;
    const startedMs = performance.now();
    const finish = (ok: boolean) => {
      this.running--;
      if (long) this.runningLong--;
      state.running--;
      state.runningCost -= entry.cost;
      this.runningCostTotal -= entry.cost;
      if (ok && entry.cost > 0) {
        const pace = (performance.now() - startedMs) / entry.cost;
        this.msPerCost += PACE_SMOOTHING * (pace - this.msPerCost);
      }
      this.forgetIfIdle(entry.client);
      this.dispatch();
    };
    let started: Promise<T>;
    try {
      started = entry.start();
    } catch (err) {
      started = Promise.reject(err);
    }
    started.then(
      (value) => {
        finish(true);
        entry.resolve(value);
      },
      (err: unknown) => {
        finish(false);
        entry.reject(err);
      },
    );
  }
}
