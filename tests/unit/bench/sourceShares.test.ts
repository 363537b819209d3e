import { describe, expect, it } from 'vitest';
import { sourceShares } from '../../../scripts/bench/sourceShares';

describe('sourceShares', () => {
  it('counts each output character for the source its mapping names', () => {
    // `abc` from a.ts, then `def` from b.ts (column +3, source +1).
    const shares = sourceShares('abcdef', { sources: ['a.ts', 'b.ts'], mappings: 'AAAA,GCAA' });
    expect(Object.fromEntries(shares)).toEqual({ 'a.ts': 3, 'b.ts': 3 });
  });

  it('carries the source index across lines and counts unmapped output apart', () => {
    // Line 1: `xy` unmapped, then `z` from a.ts; line 2: `pq` from b.ts.
    const shares = sourceShares('xyz\npq', { sources: ['a.ts', 'b.ts'], mappings: 'EAAA;ACAA' });
    expect(Object.fromEntries(shares)).toEqual({ '(generated)': 2, 'a.ts': 1, 'b.ts': 2 });
  });

  it('ends a mapped segment where a segment without a source begins', () => {
    // `ab` from a.ts, then `cd` the bundler wrote (a one-field segment at column 2).
    const shares = sourceShares('abcd', { sources: ['a.ts'], mappings: 'AAAA,E' });
    expect(Object.fromEntries(shares)).toEqual({ 'a.ts': 2, '(generated)': 2 });
  });
});
