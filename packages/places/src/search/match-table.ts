/**
 * The places one query has found, with how each matched: typed arrays indexed by place, reused
 * from query to query (a prefix like "san" finds thousands of places; no object per place, so no
 * garbage to collect). Only the places touched by the current query are read.
 */
/** 0 exact name, 1 whole last words or name without article, 2 name prefix, 3 words of the name, 4 typing errors. */
export type MatchTier = 0 | 1 | 2 | 3 | 4;

export class MatchTable {
  private readonly tiers: Int8Array;
  private readonly edits: Int8Array;
  private readonly ownNames: Uint8Array;
  private readonly contexts: Uint8Array;
  /** `stamps[i] === query`: place i was found by the current query. */
  private readonly stamps: Int32Array;
  private query = 0;
  /** The places found by the current query, in the order they were first found. */
  readonly touched: number[] = [];
  /** How many of them contain every context word. */
  inContext = 0;
  private isInContext: (place: number) => boolean = () => true;

  constructor(placeCount: number) {
    this.tiers = new Int8Array(placeCount);
    this.edits = new Int8Array(placeCount);
    this.ownNames = new Uint8Array(placeCount);
    this.contexts = new Uint8Array(placeCount);
    this.stamps = new Int32Array(placeCount);
  }

  /** Forgets the previous query. */
  reset(isInContext: (place: number) => boolean): void {
    this.query++;
    this.touched.length = 0;
    this.inContext = 0;
    this.isInContext = isInContext;
  }

  /** Records a match, keeping the best: lower tier, then fewer errors, then the place's own name over an alias. */
  add(place: number, tier: MatchTier, edits: number, ownName: boolean): void {
    if (this.stamps[place] === this.query) {
      const t = this.tiers[place]!;
      const e = this.edits[place]!;
      if (t < tier || (t === tier && (e < edits || (e === edits && (this.ownNames[place] === 1 || !ownName))))) return;
    } else {
      this.stamps[place] = this.query;
      this.touched.push(place);
      const context = this.isInContext(place);
      this.contexts[place] = context ? 1 : 0;
      if (context) this.inContext++;
    }
    this.tiers[place] = tier;
    this.edits[place] = edits;
    this.ownNames[place] = ownName ? 1 : 0;
  }

  tier(place: number): MatchTier {
    return this.tiers[place] as MatchTier;
  }

  setTier(place: number, tier: MatchTier): void {
    this.tiers[place] = tier;
  }

  editsOf(place: number): number {
    return this.edits[place]!;
  }

  ownName(place: number): boolean {
    return this.ownNames[place] === 1;
  }

  /** Whether the place holds every context word of the current query. */
  hasContext(place: number): boolean {
    return this.contexts[place] === 1;
  }
}
