import type { Model, ModelResource } from '../model';
import { writtenOutsideForms, type Field, type ScalarField } from '../registrySchema';
import { defaultFilter } from '../../../src/core/registry/fieldDefaults';
import { fieldFilterKeys } from '../../../src/core/registry/listFilters';
import { searchFields } from '../../../src/core/registry/search';
import { actionsModule, placeComponent } from './actionViews';
import { productChecks } from './validators';
import { GENERATED_HEADER, literal } from './header';
import { jsxComment, lineComment, origin } from './origin';

/**
 * src/generated/views/<resource>.list.tsx and <resource>.tsx: the list, and the show, create and
 * edit pages of one resource, built from react-admin components and the project's own fields and
 * inputs.
 */

type AnyField = Field | ScalarField;
const attr = (value: string) => literal(value);

export class Imports {
  private readonly modules = new Map<string, Set<string>>();
  private readonly origins = new Map<string, string>();
  add(module: string, ...names: string[]): void {
    const set = this.modules.get(module) ?? new Set<string>();
    for (const name of names) {
      // A hand-written component named like a react-admin one would shadow it silently.
      const origin = this.origins.get(name);
      if (origin !== undefined && origin !== module)
        throw new Error(`${name} is imported from both ${origin} and ${module}`);
      this.origins.set(name, module);
      set.add(name);
    }
    this.modules.set(module, set);
  }
  toString() {
    return (
      [...this.modules.entries()]
        // Packages first, then the project's own modules.
        .sort(
          ([a], [b]) => Number(a.startsWith('.')) - Number(b.startsWith('.')) || a.localeCompare(b),
        )
        .map(
          ([module, names]) => `import { ${[...names].sort().join(', ')} } from ${attr(module)};`,
        )
        .join('\n')
    );
  }
}

const RA = 'react-admin';
/** Names a react-admin component and records its import. */
const ra = (imports: Imports, name: string) => {
  imports.add(RA, name);
  return name;
};
const OWN = (file: string) => `../../${file}`;

/** A hand-written component (`folder/Name` of src/resources/): records its import, gives its name. */
const handWritten = (imports: Imports, componentPath: string) => {
  const name = componentPath.split('/')[1];
  imports.add(OWN(`resources/${componentPath}`), name);
  return name;
};

/**
 * The condition under which a field some roles may not read whole (schema `readBy`) is drawn: its
 * display only where those roles get nothing of it (a masked one shows its mask), its input and
 * filter never for them. `variable` holds `useReadableFields` of the field's resource.
 */
function readGuard(
  variable: string,
  name: string,
  field: AnyField,
  where: 'display' | 'input',
): string | undefined {
  if (!field.readBy || (where === 'display' && field.readBy.mask)) return undefined;
  return `${variable}.${name}`;
}

/** The element, drawn only when its guard holds. */
const guarded = (guard: string | undefined, element: string) =>
  guard ? `{${guard} && (${element})}` : element;

/** The hook a component calls when one of its elements is guarded (readGuard). */
function readableHook(imports: Imports, variable: string, resourceName: string): string {
  imports.add(OWN('permissions'), 'useReadableFields');
  return `const ${variable} = useReadableFields(${attr(resourceName)});`;
}

/** The hook of a list some view adds columns to: the columns of the view shown (ListViewContext). */
function shownColumnsHook(imports: Imports): string {
  imports.add(OWN('resourceViews/ListViewContext'), 'useListView');
  return 'const { columns: shownColumns = [] } = useListView();';
}

/** A component `name` drawing `jsx`, calling `hooks` first when it has any. */
const component = (name: string, hooks: string[], jsx: string) =>
  hooks.length === 0
    ? `export const ${name} = () => (
${jsx}
);`
    : `export const ${name} = () => {
${hooks.join('\n')}
return (
${jsx}
);
};`;

function targetRoute(model: Model, reference: string): string {
  const target = model.resources.find((r) => r.meta.name === reference);
  if (!target) throw new Error(`unknown reference ${reference}`);
  return target.meta.route;
}

/** A read-only rendering of a field, for list cells and show pages; `keyed` for an array of them. */
function display(
  model: Model,
  imports: Imports,
  name: string,
  field: AnyField,
  keyed = false,
  /** A reference is a link to its record; not inside a link itself (a phone's card). */
  linked = true,
): string {
  const source = `${keyed ? `key=${attr(name)} ` : ''}source=${attr(name)}`;
  if (field.components?.field)
    return `<${handWritten(imports, field.components.field)} ${source} />`;
  switch (field.type) {
    case 'string':
      if (field.format === 'email') return `<${ra(imports, 'EmailField')} ${source} />`;
      if (field.format === 'url') {
        // Only http(s) values become links (a stored `javascript:` must not be clickable).
        imports.add(OWN('fields/WebLinkField'), 'WebLinkField');
        return `<WebLinkField ${source} />`;
      }
      return `<${ra(imports, 'TextField')} ${source} />`;
    case 'text':
      return `<${ra(imports, 'TextField')} ${source} />`;
    case 'number':
    case 'integer':
      imports.add(OWN('fields/QuantityField'), 'QuantityField');
      return `<QuantityField ${source}${field.unit ? ` unit=${attr(field.unit)}` : ''} />`;
    case 'boolean':
      return `<${ra(imports, 'BooleanField')} ${source} />`;
    case 'date':
    case 'datetime':
      imports.add(OWN('fields/TashkentDateField'), 'TashkentDateField');
      return `<TashkentDateField ${source}${field.type === 'datetime' ? ' showTime' : ''} />`;
    case 'enum':
      imports.add(OWN('fields/EnumField'), 'EnumField');
      return `<EnumField ${source} enumName=${attr(field.enum)} />`;
    case 'enumList':
      imports.add(OWN('fields/EnumField'), 'EnumListField');
      return `<EnumListField ${source} enumName=${attr(field.enum)} />`;
    case 'reference':
      imports.add(RA, 'ReferenceField');
      return `<ReferenceField ${source} reference=${attr(targetRoute(model, field.reference))} link=${linked ? '"show"' : '{false}'} />`;
    case 'json':
      imports.add(OWN('fields/JsonField'), 'JsonField');
      return `<JsonField ${source} />`;
    case 'list': {
      imports.add(RA, 'ArrayField', 'DataTable');
      const columns = Object.entries(field.of).map(([sub, subField]) =>
        column(model, imports, sub, subField, name),
      );
      return `<ArrayField ${source}><DataTable bulkActionButtons={false} rowClick={false}>${columns.join('\n')}</DataTable></ArrayField>`;
    }
  }
}

/** A table column; `listName` for a column of a list field's rows, labelled `<list>.<field>`. */
function column(
  model: Model,
  imports: Imports,
  name: string,
  field: AnyField,
  listName?: string,
): string {
  imports.add(RA, 'DataTable');
  // A list's rows keep their order (price levels go up by weight): no sorting them.
  const sortable =
    field.sortable && !listName && field.type !== 'list' && field.type !== 'json'
      ? ''
      : ' disableSort';
  const cell = display(model, imports, name, field);
  // react-admin would look up `fields.<field>` of the record's resource, which is not the row's.
  const label = listName
    ? ` label={<${ra(imports, 'FieldTitle')} source=${attr(`${listName}.${name}`)} />}`
    : '';
  return `<DataTable.Col source=${attr(name)}${label}${sortable}>${cell}</DataTable.Col>`;
}

/** The value a new record starts with (YAML `default`), as the form holds it. */
function formDefault(model: Model, field: AnyField): unknown {
  if (!('default' in field) || field.default === undefined) return undefined;
  return field.type === 'enum' && model.enums[field.enum].numeric
    ? Number(field.default)
    : field.default;
}

/**
 * A form shows a field it may not write read-only (schema `writtenBy`): always when the server or
 * actions write it, by the signed-in role when only some roles may (`writable`, the form's hook).
 */
function readOnlyProp(name: string, field: AnyField): string {
  if (writtenOutsideForms(field)) return ' readOnly';
  const { writtenBy } = field;
  return typeof writtenBy === 'object' && 'roles' in writtenBy
    ? ` readOnly={!writable[${attr(name)}]}`
    : '';
}

/**
 * The input that edits a field in the form; `path` is the field's place in the YAML of
 * `resource` (`['fields', name]`). A row of a list starts with its sub-fields' defaults.
 */
function input(
  model: Model,
  imports: Imports,
  resource: string,
  path: string[],
  field: AnyField,
  inRow = false,
): string {
  const name = path[path.length - 1];
  const initial = inRow ? formDefault(model, field) : undefined;
  const locked = inRow ? '' : readOnlyProp(name, field);
  const props = `source=${attr(name)}${field.required ? ' isRequired' : ''}${initial === undefined ? '' : ` defaultValue={${literal(initial)}}`}${locked}`;
  if (field.components?.input)
    return `<${handWritten(imports, field.components.input)} ${props} />`;
  switch (field.type) {
    case 'string':
      if (field.format === 'password') return `<${ra(imports, 'PasswordInput')} ${props} />`;
      imports.add(RA, 'TextInput');
      return field.format === 'email'
        ? `<TextInput ${props} type="email" />`
        : `<TextInput ${props} />`;
    case 'text':
      return textArea(imports, props, field.max);
    case 'number':
    case 'integer': {
      const quantity = `${props}${field.unit ? ` unit=${attr(field.unit)}` : ''}${field.type === 'integer' ? ' step={1}' : ''}`;
      const own = model.resources.find((r) => r.meta.name === resource)!.source.fields;
      const product = inRow ? undefined : productChecks(own).find((p) => p.field === name);
      if (product) {
        imports.add(OWN('inputs/ProductInput'), 'ProductInput');
        return `<ProductInput ${quantity} product={${literal(product)}} />`;
      }
      imports.add(OWN('inputs/QuantityInput'), 'QuantityInput');
      return `<QuantityInput ${quantity} />`;
    }
    case 'boolean':
      return `<${ra(imports, 'BooleanInput')} ${props} />`;
    case 'date':
      imports.add(OWN('inputs/TashkentDateInput'), 'TashkentDateInput');
      return `<TashkentDateInput ${props} />`;
    case 'datetime':
      imports.add(OWN('inputs/TashkentDateInput'), 'TashkentDateTimeInput');
      return `<TashkentDateTimeInput ${props} />`;
    case 'enum':
      imports.add(OWN('inputs/EnumInput'), 'EnumInput');
      return `<EnumInput ${props} enumName=${attr(field.enum)} />`;
    case 'enumList':
      imports.add(OWN('inputs/EnumInput'), 'EnumArrayInput');
      return `<EnumArrayInput ${props} enumName=${attr(field.enum)} />`;
    case 'reference':
      imports.add(RA, 'ReferenceInput');
      imports.add(OWN('inputs/ReferenceChoiceInput'), 'ReferenceChoiceInput');
      return `<ReferenceInput source=${attr(name)} reference=${attr(targetRoute(model, field.reference))}><ReferenceChoiceInput${field.required ? ' isRequired' : ''}${locked} /></ReferenceInput>`;
    case 'json':
      imports.add(OWN('inputs/JsonSchemaInput'), 'JsonSchemaInput');
      return `<JsonSchemaInput ${props} schema={${literal(field.schema)}} />`;
    case 'list': {
      imports.add(RA, 'ArrayInput', 'SimpleFormIterator');
      const subInputs = Object.entries(field.of).map(([sub, subField]) => {
        const subPath = [...path, 'of', sub];
        const element = input(model, imports, resource, subPath, subField, true);
        return `${jsxComment(origin(model, resource, subPath))}${element}`;
      });
      return `<ArrayInput ${props}><SimpleFormIterator inline>${subInputs.join('\n')}</SimpleFormIterator></ArrayInput>`;
    }
  }
}

/**
 * A multi-line text; one with a limit (schema `max`) counts what is typed against it as one types,
 * not only once it is passed. `props` are the input's own (source, label...).
 */
export function textArea(imports: Imports, props: string, max: number | undefined): string {
  if (max === undefined) return `<${ra(imports, 'TextInput')} ${props} multiline minRows={2} />`;
  imports.add(OWN('inputs/LongTextInput'), 'LongTextInput');
  return `<LongTextInput ${props} max={${max}} />`;
}

/** Filter inputs: one per field in `filter`, two for a range, a multi-select for `in`. */
function filters(model: Model, imports: Imports, name: string, field: AnyField): string[] {
  const on = field.filterAlwaysOn ? ' alwaysOn' : '';
  const anyOf = (field.filter ?? defaultFilter(field)) === 'in';
  const keyed = (source: string) => `key=${attr(source)} source=${attr(source)}${on}`;
  if (field.components?.filter)
    return [`<${handWritten(imports, field.components.filter)} ${keyed(name)} />`];
  switch (field.type) {
    case 'string':
    case 'text':
      return [`<${ra(imports, 'TextInput')} ${keyed(name)} />`];
    case 'number':
    case 'integer':
      imports.add(RA, 'NumberInput');
      return fieldFilterKeys(name, field.type).map((key) => `<NumberInput ${keyed(key)} />`);
    case 'date':
    case 'datetime':
      // A range of Tashkent days, for a moment as for a day.
      imports.add(OWN('inputs/TashkentDateInput'), 'TashkentDateInput');
      return fieldFilterKeys(name, field.type).map((key) => `<TashkentDateInput ${keyed(key)} />`);
    case 'boolean':
      return [`<${ra(imports, 'NullableBooleanInput')} ${keyed(name)} />`];
    case 'enum':
    case 'enumList':
      if (anyOf) {
        imports.add(OWN('inputs/EnumInput'), 'EnumArrayInput');
        return [`<EnumArrayInput ${keyed(name)} enumName=${attr(field.enum)} />`];
      }
      imports.add(OWN('inputs/EnumInput'), 'EnumInput');
      return [`<EnumInput ${keyed(name)} enumName=${attr(field.enum)} />`];
    case 'reference':
      if (anyOf) {
        imports.add(RA, 'ReferenceArrayInput');
        imports.add(OWN('inputs/ReferenceChoiceInput'), 'ReferenceChoiceArrayInput');
        return [
          `<ReferenceArrayInput ${keyed(name)} reference=${attr(targetRoute(model, field.reference))}><ReferenceChoiceArrayInput /></ReferenceArrayInput>`,
        ];
      }
      imports.add(RA, 'ReferenceInput');
      imports.add(OWN('inputs/ReferenceChoiceInput'), 'ReferenceChoiceInput');
      return [
        `<ReferenceInput ${keyed(name)} reference=${attr(targetRoute(model, field.reference))}><ReferenceChoiceInput /></ReferenceInput>`,
      ];
    case 'json':
    case 'list':
      throw new Error(`${name}: a ${field.type} field cannot be a filter`);
  }
}

/** Filters that are no field (schema `listFilters`): hand-written inputs of an API search key. */
function extraFilters(imports: Imports, resource: ModelResource): string[] {
  return Object.entries(resource.source.listFilters).map(
    ([name, filter]) =>
      `<${handWritten(imports, filter.component)} key=${attr(name)} source=${attr(name)}${filter.alwaysOn ? ' alwaysOn' : ''} />`,
  );
}

/**
 * The lists of records pointing at the one shown (schema `related`), below its fields, and the
 * hooks their guarded columns need.
 */
function relatedLists(
  model: Model,
  imports: Imports,
  resource: ModelResource,
): { lists: string[]; hooks: string[] } {
  const hooks = new Map<string, string>();
  const firstList = resource.source.related.findIndex((entry) => !('section' in entry));
  const lists = resource.source.related.map((entry, index) => {
    // A hand-written section reads the record shown from its context.
    if ('section' in entry) return `<${handWritten(imports, entry.section)} />`;
    const { resource: targetName, field } = entry;
    const target = model.resources.find((r) => r.meta.name === targetName)!;
    imports.add(OWN('fields/RelatedList'), 'RelatedList');
    const variable = `readable${target.typeName}`;
    // The column pointing back at the record shown would say the same on every row.
    const columns = placed(target, 'list')
      .filter(([name]) => name !== field)
      .map(([name, columnField]) => {
        const guard = readGuard(variable, name, columnField, 'display');
        if (guard) hooks.set(variable, readableHook(imports, variable, target.meta.name));
        return `${jsxComment(origin(model, target.meta.name, ['fields', name]))}${guarded(guard, column(model, imports, name, columnField))}`;
      });
    // The first list sits just below the fields, on the first screen: drawn with them.
    const atOnce = index === firstList ? ' atOnce' : '';
    return `<RelatedList reference=${attr(target.meta.route)} target=${attr(field)}${atOnce}>
${columns.join('\n')}
</RelatedList>`;
  });
  return { lists, hooks: [...hooks.values()] };
}

const placed = (resource: ModelResource, place: string) =>
  Object.entries(resource.source.fields).filter(([name]) =>
    resource.meta.fields.find((f) => f.name === name)!.places.includes(place as never),
  );

type FormAction = 'create' | 'edit';

/**
 * The form's inputs in the resource's sections (schema `groups`), in their order, then those of no
 * group under "Other"; a resource without groups has one untitled run of inputs, in YAML order.
 */
function formSections<T extends { name: string }>(
  resource: ModelResource,
  fields: T[],
): { title?: string; members: T[] }[] {
  const groups = Object.entries(resource.source.groups);
  if (groups.length === 0) return [{ members: fields }];
  const byName = new Map(fields.map((field) => [field.name, field]));
  const sections = groups.map(([name, group]) => ({
    title: `resources.${resource.meta.route}.groups.${name}`,
    members: group.fields.flatMap((field) => byName.get(field) ?? []),
  }));
  const grouped = new Set(groups.flatMap(([, group]) => group.fields));
  const rest = fields.filter((field) => !grouped.has(field.name));
  if (rest.length > 0) sections.push({ title: 'forms.otherFields', members: rest });
  return sections.filter(({ members }) => members.length > 0);
}
const FORM_VIEWS: Record<FormAction, string> = { create: 'Create', edit: 'Edit' };

/**
 * `<Entity>Form`: the inputs of a resource, once, for its create and edit pages alike. `action`
 * says which page it serves: a field placed in only one of them (`in:`) shows there only, and a
 * new record starts with the YAML `default`s.
 */
function formComponent(
  model: Model,
  imports: Imports,
  resource: ModelResource,
  actions: FormAction[],
): string {
  const { typeName, meta } = resource;
  const placesOf = (name: string) => meta.fields.find((f) => f.name === name)!.places;
  const fields = Object.entries(resource.source.fields)
    .map(([name, field]) => {
      const places = placesOf(name);
      return { name, field, on: actions.filter((action) => places.includes(action)) };
    })
    .filter(({ on }) => on.length > 0);
  const readGuards = new Map(
    fields.map(({ name, field }) => [name, readGuard('readable', name, field, 'input')]),
  );
  /** Shown on the pages of `on` only, when that is not all of them. */
  const onPage = (on: FormAction[]) =>
    on.length === actions.length ? undefined : `action === ${attr(on[0])}`;
  const inputOf = ({ name, field, on }: (typeof fields)[number]) => {
    const path = ['fields', name];
    const element = input(model, imports, meta.name, path, field);
    const condition = [onPage(on), readGuards.get(name)].filter(Boolean).join(' && ');
    return `${jsxComment(origin(model, meta.name, path))}${guarded(condition || undefined, element)}`;
  };
  const inputs = formSections(resource, fields).map(({ title, members }) => {
    if (title === undefined) return members.map(inputOf).join('\n');
    imports.add(OWN('form/FormGroup'), 'FormGroup');
    // A section shown on one page only (its fields all are) is left out of the other.
    const on = actions.filter((action) => members.some((member) => member.on.includes(action)));
    const section = `<FormGroup title=${attr(title)}>\n${members.map(inputOf).join('\n')}\n</FormGroup>`;
    return guarded(onPage(on), section);
  });
  const defaults = actions.includes('create')
    ? fields.flatMap(({ name, field, on }) => {
        const value = on.includes('create') ? formDefault(model, field) : undefined;
        if (value === undefined) return [];
        return [
          `${lineComment(origin(model, meta.name, ['fields', name]))}${name}: ${literal(value)},`,
        ];
      })
    : [];
  const usesAction = defaults.length > 0 || fields.some(({ on }) => on.length < actions.length);
  const byRole = fields.some(({ field }) => readOnlyProp('', field).includes('writable'));
  if (byRole) imports.add(OWN('permissions'), 'useWritableFields');
  const readHook = [...readGuards.values()].some(Boolean)
    ? readableHook(imports, 'readable', meta.name)
    : '';
  imports.add(RA, 'SimpleForm');
  const defaultsName = `${meta.name}Defaults`;
  return `${
    defaults.length
      ? `/** The values a new ${meta.name} starts with (YAML \`default\`). */
const ${defaultsName} = {
${defaults.join('\n')}
};

`
      : ''
  }/** The ${meta.name} form of the ${actions.join(' and ')} pages: \`action\` says which one it serves. */
export const ${typeName}Form = ({ ${usesAction ? 'action' : 'action: _action'}, ...formProps }: ResourceFormProps & { action: ${actions.map(attr).join(' | ')} }) => {
  ${
    byRole
      ? `const writable = useWritableFields(${attr(meta.name)});
  `
      : ''
  }${readHook ? `${readHook}\n  ` : ''}return (
  <SimpleForm {...formProps}${defaults.length ? ` defaultValues={action === 'create' ? ${defaultsName} : undefined}` : ''}>
${inputs.join('\n')}
  </SimpleForm>
  );
};

${actions
  .map((action) => {
    const kind = FORM_VIEWS[action];
    imports.add(OWN(`resourceViews/Resource${kind}`), `Resource${kind}`);
    return `export const ${typeName}${kind} = () => (
  <Resource${kind} resourceName=${attr(meta.name)}>
    {(formProps) => <${typeName}Form {...formProps} action=${attr(action)} />}
  </Resource${kind}>
);`;
  })
  .join('\n\n')}`;
}

/** The filter values a list opens with (YAML `filterDefault`): a range as its two bounds. */
function filterDefaultValues(resource: ModelResource): Record<string, unknown> | undefined {
  const values: Record<string, unknown> = {};
  for (const field of resource.meta.fields) {
    const wanted = field.filterDefault;
    if (wanted === undefined) continue;
    if (field.filter === 'range' && typeof wanted === 'object' && !Array.isArray(wanted)) {
      if (wanted.gte !== undefined) values[`${field.name}_gte`] = wanted.gte;
      if (wanted.lte !== undefined) values[`${field.name}_lte`] = wanted.lte;
    } else values[field.name] = wanted;
  }
  return Object.keys(values).length > 0 ? values : undefined;
}

/**
 * The fields of a record's card on a phone: the YAML's `phoneList`, or the record's name (or the
 * first column) and the next two columns.
 */
export function phoneFields(resource: ModelResource): {
  primary: string;
  secondary: string[];
  tertiary?: string;
} {
  if (resource.source.phoneList) return resource.source.phoneList;
  const columns = placed(resource, 'list').map(([name]) => name);
  const { recordRepresentation } = resource.source;
  const primary = columns.includes(recordRepresentation) ? recordRepresentation : columns[0];
  return { primary, secondary: columns.filter((name) => name !== primary).slice(0, 2) };
}

function phoneList(model: Model, imports: Imports, resource: ModelResource): string {
  const { primary, secondary, tertiary } = phoneFields(resource);
  const shown = (name: string, keyed = false) =>
    display(model, imports, name, resource.source.fields[name], keyed, false);
  imports.add(OWN('resourceViews/PhoneList'), 'PhoneList');
  const props = [
    `primary={${shown(primary)}}`,
    ...(tertiary ? [`tertiary={${shown(tertiary)}}`] : []),
    ...(secondary.length
      ? [`secondary={[${secondary.map((name) => shown(name, true)).join(', ')}]}`]
      : []),
  ];
  return `<PhoneList ${props.join(' ')} />`;
}

/** The module of a resource's list page, apart from its record pages: a list needs no forms. */
export const listModule = (resourceName: string) => `${resourceName}.list`;

/**
 * src/generated/views/<resource>.list.tsx: the list (columns, sort, filters) of one resource. It
 * stands alone so that opening a list loads neither the form library nor the validators.
 */
export function emitListView(model: Model, resource: ModelResource): string {
  const imports = new Imports();
  const { typeName, meta, source } = resource;
  imports.add(OWN('resourceViews/ResourceList'), 'ResourceList');
  imports.add(OWN('resourceViews/RowActionsColumn'), 'RowActionsColumn');
  // The search box, when the list has something to search (schema `search`).
  const searchBox =
    searchFields(meta).length > 0
      ? [`<${ra(imports, 'SearchInput')} key="q" source="q" alwaysOn />`]
      : [];
  const filterElements = [
    ...searchBox,
    ...placed(resource, 'filter').flatMap(([name, field]) =>
      filters(model, imports, name, field).map(
        (element, i) =>
          `${i === 0 ? lineComment(origin(model, meta.name, ['fields', name])) : ''}${element}`,
      ),
    ),
    ...extraFilters(imports, resource),
  ];
  // The list's columns and, in their field order, those only a view of it shows (view `columns`).
  const viewColumns = new Set(
    model.routes.flatMap((route) => (route.view?.resource === meta.name ? route.view.columns : [])),
  );
  const inList = new Set(placed(resource, 'list').map(([name]) => name));
  const listed = Object.entries(resource.source.fields).filter(
    ([name]) => viewColumns.has(name) || inList.has(name),
  );
  const readGuards = listed.map(([name, field]) => readGuard('readable', name, field, 'display'));
  const guards = listed.map(([name], index) => {
    const conditions = [
      viewColumns.has(name) ? `shownColumns.includes(${attr(name)})` : undefined,
      readGuards[index],
    ].filter(Boolean);
    return conditions.length > 0 ? conditions.join(' && ') : undefined;
  });
  const columns = listed.map(
    ([name, field], index) =>
      `${jsxComment(origin(model, meta.name, ['fields', name]))}${guarded(guards[index], column(model, imports, name, field))}`,
  );
  const hooks = [
    ...(readGuards.some(Boolean) ? [readableHook(imports, 'readable', meta.name)] : []),
    ...(viewColumns.size > 0 ? [shownColumnsHook(imports)] : []),
  ];
  let bulkActions = 'BulkActions';
  if (source.bulkActions) bulkActions = handWritten(imports, source.bulkActions);
  else imports.add(OWN('resourceViews/BulkActions'), bulkActions);
  const defaults = filterDefaultValues(resource);
  const phone = phoneList(model, imports, resource);
  return `${GENERATED_HEADER}
${imports}

const filters = [
${filterElements.join(',\n')}
];
${defaults ? `\n/** The filters on the list's first open (YAML \`filterDefault\`). */\nconst filterDefaultValues = ${literal(defaults)};\n` : ''}
/** A record's card on a phone (schema \`phoneList\`). */
const phone = ${phone};

${component(
  `${typeName}List`,
  hooks,
  `  <ResourceList resourceName=${attr(meta.name)} filters={filters}${defaults ? ' filterDefaultValues={filterDefaultValues}' : ''} phone={phone}>
    <DataTable rowClick="show" bulkActionButtons={<${bulkActions} />}>
${columns.join('\n')}
      <RowActionsColumn />
    </DataTable>
  </ResourceList>`,
)}
`;
}

/** The audit log's own entries are never written again: they have no history of their own. */
const AUDIT_LOG = 'auditEntry';
/** Whether a resource's show page gets a History tab (its record's audit entries). */
const hasHistory = (resourceName: string) => resourceName !== AUDIT_LOG;

/**
 * src/generated/views/<resource>.tsx: the show page of one resource, and its one form with the
 * create and edit pages that use it.
 */
export function emitRecordView(model: Model, resource: ModelResource): string {
  const imports = new Imports();
  const { typeName, meta, source } = resource;
  const own = source.components;
  const shown = placed(resource, 'show').map(
    ([name, field]) =>
      [
        name,
        display(model, imports, name, field, Boolean(own.show)),
        readGuard('readable', name, field, 'display'),
      ] as const,
  );
  // A page nobody may submit, or one a hand-written page replaces, gets no form (crossCheck keeps
  // fields and access in step); the pages that remain share one.
  const formActions = (['create', 'edit'] as const).filter(
    (action) =>
      resource.access[action].length > 0 && !own[action] && placed(resource, action).length > 0,
  );
  const form = formActions.length ? formComponent(model, imports, resource, formActions) : '';
  const { lists: related, hooks: relatedHooks } = relatedLists(model, imports, resource);
  const relatedView = related.length
    ? `/** The records pointing at the one shown (schema \`related\`). */
${component(`${typeName}Related`, relatedHooks, `  <>\n${related.join('\n')}\n  </>`)}
`
    : '';
  let showView: string;
  if (own.show) {
    // The hand-written page lays the fields out itself; it takes them from here by name.
    // Its own layout draws the fields: it cannot leave one out for a role (readGuard).
    const limited = shown.find(([, , guard]) => guard);
    if (limited)
      throw new Error(
        `${meta.name}.${limited[0]}: a field some roles may not read cannot be on a hand-written show page`,
      );
    showView = `/** Every field of the show page, by name, for the hand-written ${own.show}. */
export const ${typeName}ShowFields = {
${shown.map(([name, element]) => `${lineComment(origin(model, meta.name, ['fields', name]))}${name}: ${element}`).join(',\n')}
};`;
  } else {
    imports.add(OWN('resourceViews/ResourceShow'), 'ResourceShow');
    // The record's business actions (schema `actions:` on show) join its toolbar.
    const actions = placeComponent(model, resource, 'show', 'show');
    if (actions) imports.add(`./${actionsModule(meta.name)}`, actions);
    const fieldElements = shown
      .map(
        ([name, element, guard]) =>
          `${jsxComment(origin(model, meta.name, ['fields', name]))}${guarded(guard, element)}`,
      )
      .join('\n');
    const showHooks = shown.some(([, , guard]) => guard)
      ? [readableHook(imports, 'readable', meta.name)]
      : [];
    const relatedElement = related.length ? `<${typeName}Related />` : '';
    let layout: string;
    if (hasHistory(meta.name)) {
      // Details and History tabs; the related lists belong to the details.
      imports.add(OWN('recordHistory/RecordTabs'), 'RecordTabs');
      layout = `<RecordTabs${relatedElement ? ` extra={${relatedElement}}` : ''}>
${fieldElements}
    </RecordTabs>`;
    } else {
      imports.add(RA, 'SimpleShowLayout');
      layout = `<SimpleShowLayout>
${fieldElements}
    </SimpleShowLayout>
${relatedElement}`;
    }
    showView = component(
      `${typeName}Show`,
      showHooks,
      `  <ResourceShow resourceName=${attr(meta.name)}${actions ? ` actions={<${actions} />}` : ''}>
    ${layout}
  </ResourceShow>`,
    );
  }
  return `${GENERATED_HEADER}
${imports}
${form ? `import type { ResourceFormProps } from '${OWN('resourceViews/formProps')}';` : ''}

${relatedView}
${showView}

${form}
`;
}
