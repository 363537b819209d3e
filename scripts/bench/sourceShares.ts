/**
 * Which source files a minified chunk's bytes came from, read from its source map: each mapped
 * segment of the output counts for its source up to the next segment.
 */

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** One segment of a source map's `mappings`: base64 VLQ numbers. */
function decodeSegment(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = BASE64.indexOf(char);
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

/** Output characters per source file of `code`, given its source map's `sources` and `mappings`. */
export function sourceShares(
  code: string,
  map: { sources: readonly (string | null)[]; mappings: string },
): Map<string, number> {
  const shares = new Map<string, number>();
  const add = (source: string, length: number) => {
    if (length > 0) shares.set(source, (shares.get(source) ?? 0) + length);
  };
  const lines = code.split('\n');
  let sourceIndex = 0;
  map.mappings.split(';').forEach((line, lineIndex) => {
    let column = 0;
    // Where the current segment starts, and its source (undefined: generated code, no source).
    let start = 0;
    let source: string | undefined;
    const close = (end: number) => add(source ?? '(generated)', end - start);
    for (const segment of line.split(',')) {
      if (segment === '') continue;
      const [columnDelta, sourceDelta] = decodeSegment(segment);
      column += columnDelta;
      close(column);
      start = column;
      if (sourceDelta === undefined) source = undefined;
      else {
        sourceIndex += sourceDelta;
        source = map.sources[sourceIndex] ?? undefined;
      }
    }
    close(lines[lineIndex]?.length ?? column);
  });
  return shares;
}
