/** How the statistics round what they sum: USD to cents, som to whole som, kg to grams. */
import { roundUsd } from '../money/money';

export const usd = roundUsd;
export const som = Math.round;
export const kg = (value: number) => Math.round(value * 1000) / 1000;

/** A stored number, or 0 for a record that has none. */
export const numberOf = (value: unknown): number => (typeof value === 'number' ? value : 0);

/** Text order by code unit, the same on every machine (unlike localeCompare). */
export const byText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** A stored text, or undefined for a record that has none. */
export const textOf = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : undefined;
