/**
 * Runtime shape of the compiled registry. Codegen writes src/generated/registry.ts with values of
 * these types; the app, the demo API and the fixtures generator read them.
 */
export type Language = 'uz' | 'en' | 'cn';
export type Labels = Record<Language, string>;
export type Place = 'list' | 'filter' | 'show' | 'edit' | 'create';
export type Unit = 'kg' | 'm3' | 'cm' | 'USD' | 'som' | 'hours' | 'days' | 'percent';
export type Format = 'email' | 'phone' | 'passport' | 'url' | 'password' | 'time';
export type Action = 'list' | 'show' | 'create' | 'edit' | 'delete';
export type SortOrder = 'ASC' | 'DESC';

/** How a list filters on a field: the demo API and the filter inputs agree on it. */
export type FilterOperator = 'contains' | 'equals' | 'range';

interface FieldCommon {
  name: string;
  required: boolean;
  readOnly: boolean;
  places: Place[];
  unit?: Unit;
  sortable: boolean;
  filter: FilterOperator;
}

export type FieldMeta = FieldCommon &
  (
    | {
        type: 'string';
        format?: Format;
        min?: number;
        max?: number;
        pattern?: string;
        unique: boolean;
      }
    | { type: 'text'; max?: number }
    | { type: 'number' | 'integer'; min?: number; max?: number }
    | { type: 'boolean' }
    | { type: 'date' | 'datetime' }
    | { type: 'enum' | 'enumList'; enum: string }
    | { type: 'reference'; reference: string }
    | { type: 'json'; schema: Record<string, unknown> }
    | { type: 'list'; of: FieldMeta[]; minItems?: number }
  );

export type FieldType = FieldMeta['type'];

export interface ResourceMeta {
  /** Registry name, e.g. `waybill`. */
  name: string;
  /** react-admin resource name: the page path without the leading slash, e.g. `oms/waybill`. */
  route: string;
  /** Collection under /api, e.g. `waybills`. */
  api: string;
  section?: string;
  icon: string;
  recordRepresentation: string;
  sort: { field: string; order: SortOrder };
  fields: FieldMeta[];
}

export interface EnumMeta {
  numeric: boolean;
  values: string[];
  colors: Record<string, 'success' | 'error' | 'info' | 'warning' | 'default'>;
  /** Present when the values form a state machine (schema/enums.yaml `next`, `hold`, `final`). */
  flow?: EnumFlow;
}

export interface EnumFlow {
  next: Record<string, string[]>;
  hold: string[];
  final: string[];
}
