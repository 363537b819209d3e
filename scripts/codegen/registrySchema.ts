/**
 * The shape of the YAML registry under schema/. Codegen parses every file against these
 * schemas before it writes anything, so a mistake stops the build with file, line and reason.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { z } from 'zod';

const identifier = z
  .string()
  .regex(/^[a-z][A-Za-z0-9]*$/, 'must be camelCase, starting with a letter');
const constant = z.string().regex(/^[A-Za-z][A-Za-z0-9_]*$/, 'must be letters, digits and _');
const enumKey = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_]*$/, 'must be letters, digits and _');

export const labelsSchema = z.strictObject({
  uz: z.string().min(1),
  en: z.string().min(1),
  cn: z.string().min(1),
});
export type Labels = z.infer<typeof labelsSchema>;

/** A key of the app catalogue (src/core/i18n/app), where SPEC 8 names the message: `notify.sent`. */
export const appKeySchema = z
  .string()
  .regex(/^[a-z]\w*(\.\w+)+$/, 'must be an app catalogue key such as notify.sent');

const nameLabels = z.strictObject({ one: z.string().min(1), many: z.string().min(1) });
export const resourceLabelsSchema = z.strictObject({
  uz: nameLabels,
  en: nameLabels,
  cn: nameLabels,
});

export const placeSchema = z.enum(['list', 'filter', 'show', 'edit', 'create']);
export type Place = z.infer<typeof placeSchema>;

export const unitSchema = z.enum(['kg', 'm3', 'cm', 'USD', 'som', 'hours', 'days', 'percent']);
export type Unit = z.infer<typeof unitSchema>;

/** Well-known string formats, each with one validator and one input (`card`: 16 digits, Luhn). */
export const formatSchema = z.enum([
  'email',
  'phone',
  'passport',
  'url',
  'password',
  'time',
  'card',
]);
export type Format = z.infer<typeof formatSchema>;

/** Who may do something: role names and group names, mixed. An empty list means nobody. */
export const audienceSchema = z.array(constant);

/** `folder/Name`: a named export `Name` of src/pages/folder/Name.tsx (or src/resources/...). */
const componentPath = z
  .string()
  .regex(/^[a-z][A-Za-z0-9]*\/[A-Z][A-Za-z0-9]*$/, 'must be folder/ComponentName');

/** A page's component: folders may nest (`floor/print/ParcelLabel`, one folder per screen). */
const pageComponentPath = z
  .string()
  .regex(
    /^[a-z][A-Za-z0-9]*(\/[a-z][A-Za-z0-9]*)*\/[A-Z][A-Za-z0-9]*$/,
    'must be folder/ComponentName or folder/subfolder/ComponentName',
  );

/**
 * Hand-written components (src/resources/folder/Name.tsx) that replace the generated ones of a
 * field: `field` in list cells and show pages, `input` in forms, `filter` in the list's filters.
 * Each receives the props the generated one would get (`source`, `isRequired`...).
 */
const fieldComponentsSchema = z.strictObject({
  field: componentPath.optional(),
  input: componentPath.optional(),
  filter: componentPath.optional(),
});

/**
 * How a list filters on a field: `exact` (the whole value), `contains` (a case-insensitive part of
 * a text), `in` (any of several values: a multi-select), `range` (a from/to pair). Missing: the
 * type's own (texts contains; numbers and dates range; the rest exact).
 */
export const filterOperatorSchema = z.enum(['exact', 'contains', 'in', 'range']);
export type FilterOperator = z.infer<typeof filterOperatorSchema>;

const filterValue = z.union([z.string(), z.number(), z.boolean()]);
/**
 * The filter's value when the list first opens: a value (`exact`, `contains`), a list of values
 * (`in`), or `{ gte, lte }` (`range`); crossCheck matches it with the operator and the type.
 */
export const filterDefaultSchema = z.union([
  filterValue,
  z.array(filterValue).min(1),
  z.strictObject({ gte: filterValue.optional(), lte: filterValue.optional() }),
]);

/** A change every written value of a text goes through (forms and API alike), before it is checked. */
export const transformSchema = z.enum(['upper', 'lower', 'trim']);
export type Transform = z.infer<typeof transformSchema>;

/**
 * Who writes a field, when not whoever may create or edit the record: `server` (never a request:
 * stamps, derived figures, histories), only the named business actions (money, a waybill's bill),
 * or only the named roles through create and edit.
 */
export const writtenBySchema = z.union([
  z.literal('server'),
  z.strictObject({ actions: z.array(identifier).min(1) }),
  z.strictObject({ roles: audienceSchema.min(1) }),
]);
export type WrittenBy = z.infer<typeof writtenBySchema>;

/** No create or edit form writes the field: the server or business actions do. */
export function writtenOutsideForms(field: { writtenBy?: WrittenBy }): boolean {
  const { writtenBy } = field;
  return writtenBy !== undefined && (writtenBy === 'server' || 'actions' in writtenBy);
}

/**
 * Who reads a field whole, when not every reader of its record (personal data): only the named
 * roles and groups (`[]`: nobody). The API sends the others nothing of it, or with `mask: last4`
 * its last four characters (`•••• 1234`); they may not filter, sort or search by it, nor write it.
 */
export const readBySchema = z.strictObject({
  roles: audienceSchema,
  mask: z.enum(['last4']).optional(),
});
export type ReadBy = z.infer<typeof readBySchema>;

/** What a demo value of kind `kind` is (server/db/demoData/demoKinds.ts makes each). */
export const demoKindSchema = z.enum([
  'personName',
  'firstName',
  'lastName',
  'phone',
  'email',
  'companyName',
  'city',
  'region',
  'district',
  'street',
  'address',
  'postalCode',
  'sentence',
  'carNumber',
]);

const demoValue = z.union([z.string(), z.number(), z.boolean()]);
/**
 * How the demo data generator makes the field's values when the entity has no builder of its own
 * (server/db/demoData/build/generic.ts): exactly one of a number range, a list of values, a
 * pattern, or a kind of value. scripts/codegen/demoHints.ts checks it against the field.
 */
export const demoHintSchema = z.strictObject({
  range: z.tuple([z.number(), z.number()]).optional(),
  oneOf: z.array(demoValue).min(1).optional(),
  pattern: z.string().optional(),
  kind: demoKindSchema.optional(),
});
export type DemoHintSource = z.infer<typeof demoHintSchema>;

/**
 * Demo values of several fields that belong together (a city and its country): each generated
 * record takes the next row, in turn.
 */
export const resourceDemoSchema = z.strictObject({
  rows: z.array(z.record(identifier, demoValue)).min(1),
});

const common = {
  labels: labelsSchema,
  required: z.boolean().default(false),
  writtenBy: writtenBySchema.optional(),
  readBy: readBySchema.optional(),
  /**
   * Set by the server to the signed-in user (a reference to user) or the time (a datetime): on
   * `create`, or whenever the named field changes (`answeredBy`, `answeredAt` on `answer`).
   */
  stampedOn: identifier.optional(),
  in: z.array(placeSchema).optional(),
  unit: unitSchema.optional(),
  sortable: z.boolean().default(true),
  components: fieldComponentsSchema.optional(),
  /** The field's filter is always shown, not added through the filter button. */
  filterAlwaysOn: z.boolean().default(false),
  filter: filterOperatorSchema.optional(),
  filterDefault: filterDefaultSchema.optional(),
  /**
   * This field ends a span the named field of the same record (or row) starts: it must come after
   * it, checked by the form and the API alike. A span of days counts both days, so it may end on
   * the day it starts; numbers, times and instants must be greater.
   */
  after: identifier.optional(),
  demo: demoHintSchema.optional(),
};

const stringField = z.strictObject({
  ...common,
  type: z.literal('string'),
  format: formatSchema.optional(),
  min: z.number().int().nonnegative().optional(),
  max: z.number().int().positive().optional(),
  pattern: z.string().optional(),
  /** What `pattern` expects, in words: its error says it ('Must be five digits, such as 10025'). */
  patternHint: labelsSchema.optional(),
  unique: z.boolean().default(false),
  default: z.string().optional(),
  transform: transformSchema.optional(),
});
const textField = z.strictObject({
  ...common,
  type: z.literal('text'),
  max: z.number().int().positive().optional(),
  default: z.string().optional(),
  transform: transformSchema.optional(),
});
const numberField = z.strictObject({
  ...common,
  type: z.enum(['number', 'integer']),
  min: z.number().optional(),
  max: z.number().optional(),
  default: z.number().optional(),
  /**
   * The value is the product of these number fields of the record, in its own unit (cm × cm × cm
   * in m3), whenever they are all given: derived by the API on every write, shown live in the form.
   */
  product: z.array(identifier).min(2).optional(),
});
const booleanField = z.strictObject({
  ...common,
  type: z.literal('boolean'),
  default: z.boolean().optional(),
});
const dateField = z.strictObject({ ...common, type: z.enum(['date', 'datetime']) });
const enumField = z.strictObject({
  ...common,
  type: z.literal('enum'),
  enum: identifier,
  default: z.string().optional(),
});
const enumListField = z.strictObject({
  ...common,
  type: z.literal('enumList'),
  enum: identifier,
});
const referenceField = z.strictObject({
  ...common,
  type: z.literal('reference'),
  reference: identifier,
});
const jsonField = z.strictObject({
  ...common,
  type: z.literal('json'),
  /** A JSON Schema for the document; the form edits it with @rjsf. */
  schema: z.record(z.string(), z.unknown()),
  /**
   * The form's labels of the document's parts, by dotted path: each property (`buttons`, an
   * array item's `buttons.text`) and each array of objects' item (`buttons.item`, with %{n}).
   */
  parts: z.record(z.string(), labelsSchema).default({}),
});

/** Scalar fields, usable inside a list of objects too. */
const scalarFields = [
  stringField,
  textField,
  numberField,
  booleanField,
  dateField,
  enumField,
  enumListField,
  referenceField,
] as const;
export const scalarFieldSchema = z.discriminatedUnion('type', [...scalarFields]);

/** Rules that compare each row of a list with the one before it (price levels). */
export const rowRuleSchema = z.strictObject({
  field: identifier,
  than: z.enum(['greaterThanPrevious', 'lowerThanPrevious']),
});

const listField = z.strictObject({
  ...common,
  type: z.literal('list'),
  of: z.record(identifier, scalarFieldSchema),
  minItems: z.number().int().nonnegative().optional(),
  /** At most this many rows: a request naming more is refused (400). */
  maxItems: z.number().int().positive().optional(),
  rowRules: z.array(rowRuleSchema).default([]),
});

export const fieldSchema = z.discriminatedUnion('type', [...scalarFields, jsonField, listField]);
export type Field = z.infer<typeof fieldSchema>;
export type ScalarField = z.infer<typeof scalarFieldSchema>;

const listFilterSchema = z.strictObject({
  component: componentPath,
  labels: labelsSchema,
  alwaysOn: z.boolean().default(false),
});

/** A titled section of a record's fields (schema `groups`). */
const fieldGroupSchema = z.strictObject({
  labels: labelsSchema,
  fields: z.array(identifier).min(1),
});

/** The fields of a list's row on a phone (schema `phoneList`): each one of its list columns. */
const phoneListSchema = z.strictObject({
  primary: identifier,
  secondary: z.array(identifier).default([]),
  tertiary: identifier.optional(),
});

/**
 * What a record's page shows below its fields: `resource`'s records whose reference `field` names
 * the record shown, or a hand-written `section` (src/resources/folder/Name.tsx) reading it.
 */
const relatedSchema = z.union([
  z.strictObject({ resource: identifier, field: identifier }),
  z.strictObject({ section: componentPath }),
]);

export const actionSchema = z.enum(['list', 'show', 'create', 'edit', 'delete']);
export type Action = z.infer<typeof actionSchema>;

/** The icons installed: the app imports `@mui/icons-material/<name>`, so a missing one fails the build. */
const ICONS_DIR = dirname(createRequire(import.meta.url).resolve('@mui/icons-material'));
const iconName = z
  .string()
  .regex(/^[A-Z][A-Za-z0-9]*$/, 'must be an @mui/icons-material name')
  .refine((name) => existsSync(join(ICONS_DIR, `${name}.js`)), {
    error: (issue) => `"${String(issue.input)}" is no @mui/icons-material icon`,
  });

/**
 * A field of a business action's body, written like an entity's field. `labels` may be left out
 * when the entity has a field of that name (its label is used); `many: true` (texts and
 * references) takes a list of such values.
 */
const payloadExtras = { labels: labelsSchema.optional() };
const many = { many: z.boolean().default(false) };
/** A body's field stands alone: it ends no span (`after`) and no demo record holds it. */
const alone = { after: true, demo: true } as const;
export const payloadFieldSchema = z.discriminatedUnion('type', [
  stringField.omit(alone).extend({ ...payloadExtras, ...many }),
  textField.omit(alone).extend(payloadExtras),
  numberField.omit({ ...alone, product: true }).extend(payloadExtras),
  booleanField.omit(alone).extend(payloadExtras),
  dateField.omit(alone).extend(payloadExtras),
  enumField.omit(alone).extend(payloadExtras),
  enumListField.omit(alone).extend(payloadExtras),
  referenceField.omit(alone).extend({ ...payloadExtras, ...many }),
]);
export type PayloadField = z.infer<typeof payloadFieldSchema>;

/**
 * When a record action's button shows, by the record's values: a value (equal), a list (any of),
 * or a comparison. The API decides on its own; this only hides a button that would be refused.
 */
const conditionValue = z.union([z.string(), z.number(), z.boolean()]);
export const actionConditionSchema = z.union([
  conditionValue,
  z.array(conditionValue).min(1),
  z.strictObject({
    not: z.union([conditionValue, z.array(conditionValue).min(1)]).optional(),
    exists: z.boolean().optional(),
    gt: z.number().optional(),
    gte: z.number().optional(),
    lt: z.number().optional(),
    lte: z.number().optional(),
  }),
]);

/**
 * A business action of a resource: an API route (the hand-written planner of the same name in
 * server/entities/planners.ts does the work, or the generic one for a `set:` action) and, unless
 * `on: []`, a generated button.
 */
export const resourceActionSchema = z.strictObject({
  /** Under the collection: record actions at /api/<api>/:id/<path>, collection ones at /api/<api>/<path>. */
  path: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]*(\/[a-z0-9][a-z0-9-]*)*$/, 'must be lower-case words joined by -'),
  method: z.enum(['POST', 'PUT', 'PATCH', 'DELETE']).default('POST'),
  scope: z.enum(['record', 'collection']),
  /** Who may: the element of roles.yaml whose rule admits the caller, roles and groups, or the resource's rule for an action. Exactly one. */
  element: identifier.optional(),
  roles: audienceSchema.optional(),
  access: actionSchema.optional(),
  /**
   * A record action never done by the user this field of the record names (a request's
   * `requestedBy` does not decide it): the API refuses them (403), the app hides the button.
   */
  notBy: identifier.optional(),
  /**
   * A record action also done by the user this field names, whatever their role, when they may
   * read the record (a requester withdrawing their own request).
   */
  alsoBy: identifier.optional(),
  /**
   * Takes an `Idempotency-Key` header (docs/api.md): a request sent again with the same key is
   * answered as the first was and writes nothing (server/actions/idempotency.ts). For the actions
   * a station may send again after a lost connection.
   */
  idempotent: z.boolean().optional(),
  /** The body, checked by a generated validator before the planner runs. */
  payload: z.record(identifier, payloadFieldSchema).default({}),
  labels: labelsSchema,
  /** The question asked first (with a payload: the dialog's title); `%{field}` is the record's value. */
  confirm: labelsSchema.optional(),
  /**
   * The message once done (default: the app's "done"): its own labels, or a key of the app
   * catalogue (src/core/i18n/app) when SPEC 8 names the message, e.g. `notify.sent`.
   */
  success: z.union([labelsSchema, appKeySchema]).optional(),
  icon: iconName,
  /** Shown only for records that match (record actions); a `set:` action refuses the others. */
  when: z.record(identifier, actionConditionSchema).default({}),
  /**
   * A declarative record action: the fields it sets, each to a value of its type (`null` clears
   * an optional one). It needs no planner of its own: the generic one
   * (server/resources/setFields.ts) loads the record, checks `when` and writes these values.
   */
  set: z.record(identifier, z.union([conditionValue, z.null()])).optional(),
  /**
   * Where the generated button goes: `list` (rows, or the toolbar of a collection action),
   * `show` (the record's page), or a view of schema/pages.yaml (its rows or toolbar). Default:
   * [list, show] for a record action, [list] for a collection one; [] when a hand-written
   * component offers it.
   */
  on: z.array(identifier).optional(),
  /** One line for the API contract (docs/openapi.json); the English label when missing. */
  summary: z.string().optional(),
  /** What the API answers: the record (default) or this JSON Schema. */
  response: z
    .strictObject({ description: z.string(), schema: z.record(z.string(), z.unknown()) })
    .optional(),
});
export type ResourceAction = z.infer<typeof resourceActionSchema>;

const enumValue = z.strictObject({
  labels: labelsSchema,
  /** Badge colour on lists and pages. */
  color: z.enum(['success', 'error', 'info', 'warning', 'default']).default('info'),
  /** Transitions: the values this one may change to (an enum with any `next` is a state machine). */
  next: z.array(enumKey).optional(),
  /** A hold may also go back to the value it was entered from. */
  hold: z.boolean().default(false),
  /** The end of the journey: a final value is never "delayed". */
  final: z.boolean().default(false),
  /** Who may change a record to this value (roles and groups), in place of the enum's `setBy`. */
  setBy: audienceSchema.min(1).optional(),
});
export const enumsSchema = z.record(
  identifier,
  z.strictObject({
    /** Values travel as numbers (the keys are their digits). */
    numeric: z.boolean().default(false),
    /**
     * A state machine's: who may change a record to any of its values (roles and groups; ROOT
     * and PLATFORM_ADMIN always pass), unless the value names its own. None: whoever may edit.
     */
    setBy: audienceSchema.min(1).optional(),
    values: z.record(enumKey, enumValue),
  }),
);
export type Enums = z.infer<typeof enumsSchema>;

export const resourceSchema = z.strictObject({
  name: identifier,
  /** Another resource file whose definition this one starts from (scripts/codegen/extend.ts). */
  extends: identifier.optional(),
  /** Only a base for others to extend: generates nothing. */
  abstract: z.boolean().default(false),
  /** Collection path under /api. */
  api: z.string().regex(/^[a-z][a-zA-Z0-9-]*$/),
  labels: resourceLabelsSchema,
  /** MUI icon name from @mui/icons-material. */
  icon: iconName,
  /** Where the list lives: a section of menu.yaml (or none) and a path segment. */
  route: z.strictObject({
    section: identifier.optional(),
    path: z.string().regex(/^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*$/),
    order: z.number().int(),
  }),
  access: z.strictObject({
    /** Own group of the route; empty means no own limit (the section's applies). */
    group: constant.optional(),
    /** Narrower audiences per action; missing means the route's audience. */
    actions: z.partialRecord(actionSchema, audienceSchema).default({}),
  }),
  /** The field that names a record on screen (titles, references). */
  recordRepresentation: identifier,
  /** What a lookup by id answers (references on other pages): no personal data. Default: the representation. */
  lookupFields: z.array(identifier).min(1).optional(),
  /**
   * What a lookup also answers and finds by for these roles or groups (`{ pvzControl: [phone] }`:
   * pickup point staff find the client at the counter by the phone they give).
   */
  lookupFieldsFor: z.record(constant, z.array(identifier).min(1)).optional(),
  /**
   * What the list's search box (`q`) matches, as staff type it: text fields by a part of them, a
   * reference by what finds the record it names (a waybill by its client's code). Default: the
   * text fields the list shows; `[]`: the list has no search box.
   */
  search: z.array(identifier).optional(),
  /** What a reference input's choices show of a record, in order. Default: the representation. */
  choiceFields: z.array(identifier).min(1).optional(),
  /** The header's search menu (Ctrl+K) finds its records by the search box's `q`, and opens them. */
  searchMenu: z.boolean().default(false),
  /**
   * Whose rows these are: the field naming the row's company (`id` for companies themselves)
   * and/or its pickup point (`pvz`, `id` for the points themselves), or (`via`) a reference to a
   * resource scoped so whose record's company and point the row shares.
   */
  scope: z
    .union([
      z.strictObject({ company: identifier, pvz: identifier.optional() }),
      z.strictObject({ pvz: identifier }),
      z.strictObject({ via: identifier }),
    ])
    .optional(),
  sort: z.strictObject({ field: identifier, order: z.enum(['ASC', 'DESC']) }),
  /** Toolbar and per-row components of the list (src/resources/folder/Name.tsx). */
  listActions: componentPath.optional(),
  rowActions: componentPath.optional(),
  /** Buttons for the selected rows; the generated bulk delete is theirs to include. */
  bulkActions: componentPath.optional(),
  /**
   * Hand-written pages (src/pages/folder/Name.tsx: built on the generated views, they are pages)
   * that replace the generated show, edit or create view.
   */
  components: z
    .strictObject({
      show: componentPath.optional(),
      edit: componentPath.optional(),
      create: componentPath.optional(),
    })
    .default({}),
  /**
   * List filters that are no field: a search key the API understands (`delayDays`), its input
   * component and its label.
   */
  listFilters: z.record(identifier, listFilterSchema).default({}),
  /**
   * What its page shows below the fields, in order: lists of the records pointing at this one (a
   * box's waybills) and hand-written sections (a client's settlement figures).
   */
  related: z.array(relatedSchema).default([]),
  /**
   * The sections of the form (and of a hand-written show page), in order: each a titled group of
   * fields. Fields of no group follow them.
   */
  groups: z.record(identifier, fieldGroupSchema).default({}),
  /**
   * What a list shows per record under 600 px, where its table would not fit: a line of `primary`,
   * `tertiary` beside it, `secondary` below. Default: the record's name and the next two columns.
   */
  phoneList: phoneListSchema.optional(),
  /** Business actions: API routes with their planners, and their buttons. */
  actions: z.record(identifier, resourceActionSchema).default({}),
  /**
   * SPEC 8's words for this resource's records where react-admin's default does not fit:
   * `created`, an app catalogue key said once a record is created (default: 'Successfully
   * saved!'; a new SMS is 'Successfully sent!'); `deleteConfirm`, the delete button's question.
   */
  messages: z
    .strictObject({ created: appKeySchema.optional(), deleteConfirm: labelsSchema.optional() })
    .default({}),
  fields: z.record(identifier, fieldSchema),
  /** Enumerations only this entity uses, declared as in schema/enums.yaml (names are global). */
  enums: enumsSchema.optional(),
  /** Demo values of fields that go together, for the generic demo data builder. */
  demo: resourceDemoSchema.optional(),
});
export type Resource = z.infer<typeof resourceSchema>;

/**
 * An abstract resource is checked only for its keys: what it sets is checked in full where a
 * resource extends it.
 */
export const abstractResourceSchema = z.strictObject(
  Object.fromEntries(Object.keys(resourceSchema.shape).map((key) => [key, z.unknown().optional()])),
);

export const rolesSchema = z.strictObject({
  roles: z.record(constant, labelsSchema),
  /** Role assumed when user info returns none. */
  defaultRole: constant,
  /** Every role, highest rank first (user management never reaches up: src/core/auth/ranks.ts). */
  ranks: z.array(constant).min(1),
  /** Roles bound to their user's company: they see only its rows (resource `scope:`). */
  companyRoles: z.array(constant).default([]),
  /** Roles bound to their user's pickup points (`pvzs`): they see only those points' rows. */
  pvzRoles: z.array(constant).default([]),
  /** Roles the admin treats as not logged in. */
  refused: z.array(constant),
  /** Roles that pass every element-level check. */
  alwaysPass: z.array(constant),
  /** Groups of SPEC section 6; members are roles or other groups. */
  groups: z.record(constant, z.array(constant).min(1)),
  /** Element-level permissions: button name → roles and groups (ROOT, PLATFORM_ADMIN always pass). */
  elements: z.record(identifier, audienceSchema.min(1)).default({}),
});
export type Roles = z.infer<typeof rolesSchema>;

export const sectionSchema = z.strictObject({
  labels: labelsSchema,
  icon: iconName,
  group: constant.optional(),
  /** Path under the section that the section's own path redirects to. */
  redirect: z.string(),
  order: z.number().int(),
});
export const menuSchema = z.strictObject({
  appTitle: labelsSchema,
  sections: z.record(identifier, sectionSchema),
});
export type Menu = z.infer<typeof menuSchema>;
export type Section = z.infer<typeof sectionSchema>;

const routeCommon = {
  section: identifier.optional(),
  /** Path under the section; `:id` marks a parameter. */
  path: z.string().regex(/^[A-Za-z0-9_-]+(\/(:id|[A-Za-z0-9_-]+))*$/),
  order: z.number().int(),
  icon: iconName,
  labels: labelsSchema,
  /** Own group; the section's group applies too. */
  group: constant.optional(),
  /** Not in the menu (reached from another page). */
  hidden: z.boolean().default(false),
  /** For a hidden page: the path (in the same section) whose menu entry it highlights. */
  activeMenu: z.string().optional(),
};

export const pageSchema = z.strictObject({
  ...routeCommon,
  component: pageComponentPath,
  /**
   * The API endpoints (GET, under /api) the page reads besides the resources: `stats/pvz`,
   * `stats/archives/{day}`. They answer the roles that may open one of their pages, and
   * docs/openapi.json lists them.
   */
  reads: z
    .array(
      z
        .string()
        .regex(
          /^[a-z][a-z0-9-]*(\/([a-z][a-z0-9-]*|\{[a-z][A-Za-z0-9]*\}))*$/,
          'must be a path under /api, with {param} for a parameter',
        ),
    )
    .default([]),
  /** A tab that cannot be closed (the dashboard). */
  fixedTab: z.boolean().default(false),
});

export const viewSchema = z.strictObject({
  ...routeCommon,
  resource: identifier,
  /** Permanent list filter, in the `s` search format (`field`, `field_gte`, `field_exists`...). */
  filter: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
  /** Toolbar component (src/resources/folder/Name.tsx). */
  actions: componentPath.optional(),
  /** Per-row component (src/resources/folder/Name.tsx). */
  rowActions: componentPath.optional(),
  /**
   * Columns this view shows besides its list's: fields of the resource placed in `show` but not in
   * `list`, which mean something only among the view's records (the storage fee of parcels owing it).
   */
  columns: z.array(identifier).default([]),
});

export const pagesFileSchema = z.strictObject({
  pages: z.record(identifier, pageSchema),
  views: z.record(identifier, viewSchema),
});
export type Page = z.infer<typeof pageSchema>;
export type View = z.infer<typeof viewSchema>;
export type PagesFile = z.infer<typeof pagesFileSchema>;
