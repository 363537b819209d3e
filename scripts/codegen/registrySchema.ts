/**
 * The shape of the YAML registry under schema/. Codegen parses every file against these
 * schemas before it writes anything, so a mistake stops the build with file, line and reason.
 */
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

/** Well-known string formats, each with one validator and one input. */
export const formatSchema = z.enum(['email', 'phone', 'passport', 'url', 'password', 'time']);
export type Format = z.infer<typeof formatSchema>;

/** Who may do something: role names and group names, mixed. An empty list means nobody. */
export const audienceSchema = z.array(constant);

/** `folder/Name`: a named export `Name` of src/pages/folder/Name.tsx (or src/resources/...). */
const componentPath = z
  .string()
  .regex(/^[a-z][A-Za-z0-9]*\/[A-Z][A-Za-z0-9]*$/, 'must be folder/ComponentName');

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

const common = {
  labels: labelsSchema,
  required: z.boolean().default(false),
  readOnly: z.boolean().default(false),
  in: z.array(placeSchema).optional(),
  unit: unitSchema.optional(),
  sortable: z.boolean().default(true),
  components: fieldComponentsSchema.optional(),
  /** The field's filter is always shown, not added through the filter button. */
  filterAlwaysOn: z.boolean().default(false),
};

const stringField = z.strictObject({
  ...common,
  type: z.literal('string'),
  format: formatSchema.optional(),
  min: z.number().int().nonnegative().optional(),
  max: z.number().int().positive().optional(),
  pattern: z.string().optional(),
  unique: z.boolean().default(false),
  default: z.string().optional(),
});
const textField = z.strictObject({
  ...common,
  type: z.literal('text'),
  max: z.number().int().positive().optional(),
  default: z.string().optional(),
});
const numberField = z.strictObject({
  ...common,
  type: z.enum(['number', 'integer']),
  min: z.number().optional(),
  max: z.number().optional(),
  default: z.number().optional(),
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

/** `resource`'s records whose reference `field` names the record shown. */
const relatedSchema = z.strictObject({ resource: identifier, field: identifier });

export const actionSchema = z.enum(['list', 'show', 'create', 'edit', 'delete']);
export type Action = z.infer<typeof actionSchema>;

export const resourceSchema = z.strictObject({
  name: identifier,
  /** Collection path under /api. */
  api: z.string().regex(/^[a-z][a-zA-Z0-9-]*$/),
  labels: resourceLabelsSchema,
  /** MUI icon name from @mui/icons-material. */
  icon: z.string().regex(/^[A-Z][A-Za-z0-9]*$/),
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
  sort: z.strictObject({ field: identifier, order: z.enum(['ASC', 'DESC']) }),
  /** Toolbar and per-row components of the list (src/resources/folder/Name.tsx). */
  listActions: componentPath.optional(),
  rowActions: componentPath.optional(),
  /** Buttons for the selected rows; the generated bulk delete is theirs to include. */
  bulkActions: componentPath.optional(),
  /** Hand-written pages that replace the generated show, edit or create view. */
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
  /** Lists of the records pointing at this one (a box's waybills), shown on its page. */
  related: z.array(relatedSchema).default([]),
  fields: z.record(identifier, fieldSchema),
});
export type Resource = z.infer<typeof resourceSchema>;

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
});
export const enumsSchema = z.record(
  identifier,
  z.strictObject({
    /** Values travel as numbers (the keys are their digits). */
    numeric: z.boolean().default(false),
    values: z.record(enumKey, enumValue),
  }),
);
export type Enums = z.infer<typeof enumsSchema>;

export const rolesSchema = z.strictObject({
  roles: z.record(constant, labelsSchema),
  /** Role assumed when user info returns none. */
  defaultRole: constant,
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
  icon: z.string().regex(/^[A-Z][A-Za-z0-9]*$/),
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
  icon: z.string().regex(/^[A-Z][A-Za-z0-9]*$/),
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
  component: componentPath,
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
});

export const pagesFileSchema = z.strictObject({
  pages: z.record(identifier, pageSchema),
  views: z.record(identifier, viewSchema),
});
export type Page = z.infer<typeof pageSchema>;
export type View = z.infer<typeof viewSchema>;
export type PagesFile = z.infer<typeof pagesFileSchema>;
