/**
 * The most records one list request names by id, and one lookup's page holds (docs/api.md
 * "Lookups by id or search"): the API refuses more, so a reader of more asks in parts.
 */
export const MAX_LOOKUP_RECORDS = 100;
