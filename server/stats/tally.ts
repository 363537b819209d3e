/** Totals keyed by a period, an owner or a region, each created empty on first use. */
export class Tally<T> {
  readonly byKey = new Map<string, T>();

  constructor(private readonly create: (key: string) => T) {}

  at(key: string): T {
    let entry = this.byKey.get(key);
    if (entry === undefined) this.byKey.set(key, (entry = this.create(key)));
    return entry;
  }

  values(): T[] {
    return [...this.byKey.values()];
  }
}
