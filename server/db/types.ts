/** One stored record as the API shows it: its id and its fields. */
export interface DbRecord {
  id: number;
  [field: string]: unknown;
}
