/**
 * Figures of one statistics endpoint, computed over whole collections (100,000 waybills take
 * hundreds of milliseconds) and kept until a commit changes what they read. A kept answer is
 * given only while the store's change stamp of its collections is the one taken before its
 * reads began, so it is always what a fresh computation would give. Answers are kept per key
 * (the caller's scope, the day "today" is, the endpoint's own parameters), the most recent few.
 */
import { LRUCache } from 'lru-cache';
import type { Store } from '../db/store';

/** Keys kept per endpoint: scopes (one per company, one for all) times days asked about. */
const KEPT_KEYS = 64;

interface Kept<Figures> {
  stamp: string;
  figures: Promise<Figures>;
}

export class KeptFigures<Figures> {
  private readonly kept = new LRUCache<string, Kept<Figures>>({ max: KEPT_KEYS });

  constructor(
    private readonly store: Store,
    /** The collections (API names) the figures are computed from. */
    private readonly collections: readonly string[],
  ) {}

  /** The figures of `key`: kept ones while still true, else `compute()`'s, kept from now on. */
  async get(key: string, compute: () => Promise<Figures>): Promise<Figures> {
    const stamp = await this.store.changeStamp(this.collections);
    const kept = this.kept.get(key);
    if (kept?.stamp === stamp) return kept.figures;
    // Kept while it runs: requests arriving meanwhile share the one computation.
    const figures = compute();
    this.kept.set(key, { stamp, figures });
    figures.catch(() => {
      if (this.kept.get(key)?.figures === figures) this.kept.delete(key);
    });
    return figures;
  }
}
