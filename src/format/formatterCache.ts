/**
 * Intl formatters kept by what they were made for: making one costs far more than formatting
 * with it, and a list formats hundreds of values (issue 13).
 */
export function formatterCache<F>(): (key: string, make: () => F) => F {
  const kept = new Map<string, F>();
  return (key, make) => {
    let formatter = kept.get(key);
    if (formatter === undefined) {
      formatter = make();
      kept.set(key, formatter);
    }
    return formatter;
  };
}
