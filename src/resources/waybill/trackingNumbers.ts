/**
 * Tracking numbers as staff paste them: from a spreadsheet column, a chat message or a list,
 * separated by spaces, new lines, commas or semicolons.
 */
const SEPARATORS = /[\s,;]+/;

/** Every number in the text, once each, in the order first given. */
export function parseTrackingNumbers(text: string): string[] {
  return [...new Set(text.split(SEPARATORS).filter((part) => part !== ''))];
}

/**
 * The list filter's value (docs/api.md): one number searches by part, several find exactly those;
 * '' is no filter (react-admin drops empty filters; a form field must not be set to undefined).
 */
export type TrackingNumberSearch = string | string[];

export function trackingNumberSearch(text: string): TrackingNumberSearch {
  const numbers = parseTrackingNumbers(text);
  if (numbers.length === 0) return '';
  return numbers.length === 1 ? numbers[0] : numbers;
}

/** The text an input shows for a filter value it did not type itself (a link, a cleared form). */
export function trackingNumberText(value: unknown): string {
  if (Array.isArray(value)) return value.join('\n');
  return typeof value === 'string' ? value : '';
}

/** Equal searches; no value and '' are both no filter. */
export function sameSearch(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? '') === JSON.stringify(b ?? '');
}
