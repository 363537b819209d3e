/** The median (nearest rank), the lowest and the highest of `items` by `value`; items not empty. */
export function nearestRank<T>(items: readonly T[], value: (item: T) => number) {
  const sorted = [...items].sort((a, b) => value(a) - value(b));
  return {
    median: sorted[Math.floor((sorted.length - 1) / 2)],
    min: sorted[0],
    max: sorted[sorted.length - 1],
  };
}
