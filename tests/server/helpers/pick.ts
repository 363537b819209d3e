/** A property test's index picks among what is there when its operation runs (modulo the length). */
export const pick = <T>(list: readonly T[], at: number): T | undefined =>
  list.length === 0 ? undefined : list[at % list.length];
