/**
 * Runtime shape of the compiled registry. Codegen writes src/core/generated/registry.ts with values
 * of these types; the app, the demo API and the fixtures generator read them.
 */
export type Language = 'uz' | 'en' | 'cn';
export type Labels = Record<Language, string>;
export type Place = 'list' | 'filter' | 'show' | 'edit' | 'create';
export type Unit = 'kg' | 'm3' | 'cm' | 'USD' | 'som' | 'hours' | 'days' | 'percent';
export type Format = 'email' | 'phone' | 'passport' | 'url' | 'password' | 'time' | 'card';
export type Action = 'list' | 'show' | 'create' | 'edit' | 'delete';
export type SortOrder = 'ASC' | 'DESC';

/**
 * How a list filters on a field (schema `filter:`); the demo API and the filter inputs agree on it.
 * - `exact`: the whole value (compared as text, so 1 and "1" match); an array means any of them;
 * - `contains`: a case-insensitive part of a text;
 * - `in`: any of a list of values (a multi-select: the value is an array; one value is a list of one);
 * - `range`: `<field>_gte` / `<field>_lte` bounds.
 */
export type FilterOperator = 'exact' | 'contains' | 'in' | 'range';

/** A change every written value of a text goes through before it is checked (schema `transform:`). */
export type Transform = 'upper' | 'lower' | 'trim';

/** A filter's value on the list's first open: a value, a list (`in`), or range bounds. */
export type FilterValue = string | number | boolean;
export type FilterDefault = FilterValue | FilterValue[] | { gte?: FilterValue; lte?: FilterValue };

interface FieldCommon {
  name: string;
  required: boolean;
  /** No create or edit form writes it: the server or business actions do (schema `writtenBy`). */
  readOnly: boolean;
  /** Only these roles write it through create and edit (schema `writtenBy: { roles }`). */
  writers?: string[];
  /** The business actions that write it, and nothing else does (schema `writtenBy: { actions }`). */
  writingActions?: string[];
  /**
   * Only these roles read it whole (schema `readBy`; src/core/registry/fieldReads.ts): the others
   * get nothing of it, or its mask; they neither filter, sort, search nor write it. Missing: every
   * reader of the record.
   */
  readers?: string[];
  /** What the other roles are shown of it: its last four characters (`•••• 1234`). */
  mask?: 'last4';
  /** The signed-in user is written here on `create`, or when the named field changes. */
  stampedOn?: string;
  /** A server-written field's value on a new record (its YAML `default`). */
  serverDefault?: FilterValue;
  places: Place[];
  unit?: Unit;
  sortable: boolean;
  filter: FilterOperator;
  filterDefault?: FilterDefault;
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
        /** Filter values are to be transformed alike: the stored ones are. */
        transform?: Transform;
      }
    | { type: 'text'; max?: number; transform?: Transform }
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
  /** What a lookup by id answers besides the id (schema `lookupFields`; else the representation). */
  lookupFields?: string[];
  /** What a lookup also answers and finds by, per role (schema `lookupFieldsFor`, groups expanded). */
  lookupFieldsFor?: Record<string, string[]>;
  /** What the list's `q` matches (schema `search`; else the text fields the list shows). */
  search?: string[];
  /** What a reference input's choices show of a record (schema `choiceFields`; else the representation). */
  choiceFields?: string[];
  /** The header's search menu finds its records (schema `searchMenu`). */
  searchMenu?: true;
  /** Its list's filters that are no field, by their key in `s` (schema `listFilters`). */
  listFilters?: string[];
  /** Whose rows these are: company and pickup point roles see only theirs (schema `scope:`). */
  scope?: RowScope;
  sort: { field: string; order: SortOrder };
  fields: FieldMeta[];
  /** Business actions (schema `actions:`), by name; missing when it has none. */
  actions?: Record<string, ActionMeta>;
  /** The app catalogue's key said once a record is created (schema `messages.created`). */
  createdMessage?: string;
  /** Its delete asks `resources.<route>.deleteConfirm` (schema `messages.deleteConfirm`). */
  deleteConfirm?: true;
  /**
   * The sections of its form and pages, in order (schema `groups`): titled by
   * `resources.<route>.groups.<name>`. Missing when it has none.
   */
  groups?: FieldGroupMeta[];
}

export interface FieldGroupMeta {
  name: string;
  fields: string[];
}

export type RowScope =
  /**
   * The fields naming the company a row belongs to and its pickup point (`id` for the companies
   * or the points themselves): at least one.
   */
  | { company?: string; pvz?: string }
  /** A reference to a scoped resource: the row is the company and point of the record it names. */
  | { via: string };

export type HttpMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** When a record action's button shows: the record's value equals, is any of, or compares. */
export type ActionCondition =
  | FilterValue
  | FilterValue[]
  | {
      not?: FilterValue | FilterValue[];
      exists?: boolean;
      gt?: number;
      gte?: number;
      lt?: number;
      lte?: number;
    };

/**
 * A business action (schema `actions:`). Its texts are i18n keys under
 * `resources.<route>.actions.<name>`: `label`, `confirm` and `success` when it has them, and
 * `fields.<field>` for its payload.
 */
export interface ActionMeta {
  name: string;
  scope: 'record' | 'collection';
  method: HttpMethod;
  /** Under /api; `:id` stands for the record's id, e.g. `waybills/:id/assign-owner`. */
  path: string;
  /** The element of schema/roles.yaml whose rule admits the caller, when it is one. */
  element?: string;
  /** Every role admitted (ROOT and PLATFORM_ADMIN included where an element says so). */
  roles: string[];
  /** Never by the user this field of the record names (schema `notBy`). */
  notBy?: string;
  /** Also by the user this field of the record names, whatever their role (schema `alsoBy`). */
  alsoBy?: string;
  /** The body's fields, validated by `actionPayloads[name]` of the generated validators. */
  payload: string[];
  confirm: boolean;
  /** True: its own text (`success` under its keys); a string: the app catalogue's key (`notify.sent`). */
  success: boolean | string;
  when?: Record<string, ActionCondition>;
  /** Where its generated button is: `list`, `show`, or views of schema/pages.yaml. */
  on: string[];
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
  /** Who may change a record to each value (schema/enums.yaml `setBy`); absent: whoever may edit. */
  setBy?: Record<string, string[]>;
}

/** A kind of believable demo value (schema `demo: { kind }`). */
export type DemoKind =
  | 'personName'
  | 'firstName'
  | 'lastName'
  | 'phone'
  | 'email'
  | 'companyName'
  | 'city'
  | 'region'
  | 'district'
  | 'street'
  | 'address'
  | 'postalCode'
  | 'sentence'
  | 'carNumber';

export type DemoValue = string | number | boolean;

/** How the generic demo data builder makes a field's values (schema `demo:`): one of these. */
export type DemoHint =
  { range: [number, number] } | { oneOf: DemoValue[] } | { pattern: string } | { kind: DemoKind };

/** A resource's demo hints: per field, and rows of fields that go together (`demo: { rows }`). */
export interface ResourceDemo {
  fields: Record<string, DemoHint>;
  rows?: Record<string, DemoValue>[];
}
