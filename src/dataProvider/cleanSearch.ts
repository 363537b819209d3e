/**
 * SPEC 5: before every GET the search object `s` is cleaned and sent as JSON text. Blank filter
 * inputs must not turn into "field equals empty" conditions on the server.
 */
export type SearchObject = Record<string, unknown>;

const isPlainObject = (value: unknown): value is SearchObject => {
  if (typeof value !== 'object' || value === null) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
};

/** The cleaned value, or undefined when nothing meaningful is left. */
const cleanValue = (value: unknown): unknown => {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string') {
    const trimmed = value.trim();
    return trimmed === '' ? undefined : trimmed;
  }
  if (Array.isArray(value)) {
    const items = value.map(cleanValue).filter((item) => item !== undefined);
    // An empty any-of list is an untouched multi-select, as react-admin's own filter form treats it.
    return items.length > 0 ? items : undefined;
  }
  if (isPlainObject(value)) {
    const entries = Object.entries(value)
      .map(([key, child]) => [key, cleanValue(child)] as const)
      .filter(([, child]) => child !== undefined);
    return entries.length > 0 ? Object.fromEntries(entries) : undefined;
  }
  // Numbers, booleans (0 and false included) and dates are meaningful as they are.
  return value;
};

/** Cleans a search object recursively; undefined when nothing is left to send. */
export const cleanSearch = (search: unknown): SearchObject | undefined => {
  const cleaned = cleanValue(search);
  return isPlainObject(cleaned) ? cleaned : undefined;
};

/** The `s` query parameter for a search object, or undefined when it cleans to nothing. */
export const encodeSearch = (search: unknown): string | undefined => {
  const cleaned = cleanSearch(search);
  return cleaned === undefined ? undefined : JSON.stringify(cleaned);
};
