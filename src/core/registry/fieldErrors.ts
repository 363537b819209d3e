/** What a check says is wrong: an i18n key and its arguments, by field path for a record. */
export interface ValidationMessage {
  message: string;
  args?: Record<string, string | number>;
}
export type FieldErrors = Record<string, ValidationMessage>;
