import type { Model, ModelResource } from '../model';
import type { Field, ScalarField } from '../registrySchema';
import { GENERATED_HEADER, literal } from './header';

/**
 * src/generated/views/<resource>.list.tsx and <resource>.tsx: the list, and the show, create and
 * edit pages of one resource, built from react-admin components and the project's own fields and
 * inputs.
 */

type AnyField = Field | ScalarField;
const attr = (value: string) => literal(value);

class Imports {
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
): string {
  const source = `${keyed ? `key=${attr(name)} ` : ''}source=${attr(name)}`;
  if (field.components?.field)
    return `<${handWritten(imports, field.components.field)} ${source} />`;
  switch (field.type) {
    case 'string':
      if (field.format === 'email') return `<${ra(imports, 'EmailField')} ${source} />`;
      if (field.format === 'url') return `<${ra(imports, 'UrlField')} ${source} />`;
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
      return `<ReferenceField ${source} reference=${attr(targetRoute(model, field.reference))} link="show" />`;
    case 'json':
      imports.add(OWN('fields/JsonField'), 'JsonField');
      return `<JsonField ${source} />`;
    case 'list': {
      imports.add(RA, 'ArrayField', 'DataTable');
      const columns = Object.entries(field.of).map(([sub, subField]) =>
        column(model, imports, sub, subField),
      );
      return `<ArrayField ${source}><DataTable bulkActionButtons={false} rowClick={false}>${columns.join('\n')}</DataTable></ArrayField>`;
    }
  }
}

function column(model: Model, imports: Imports, name: string, field: AnyField): string {
  imports.add(RA, 'DataTable');
  const sortable =
    field.sortable && field.type !== 'list' && field.type !== 'json' ? '' : ' disableSort';
  const cell = display(model, imports, name, field);
  return `<DataTable.Col source=${attr(name)}${sortable}>${cell}</DataTable.Col>`;
}

/** The input that edits a field in create and edit forms. */
function input(model: Model, imports: Imports, name: string, field: AnyField): string {
  const props = `source=${attr(name)}${field.required ? ' isRequired' : ''}`;
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
      return `<${ra(imports, 'TextInput')} ${props} multiline minRows={2} />`;
    case 'number':
    case 'integer':
      imports.add(OWN('inputs/QuantityInput'), 'QuantityInput');
      return `<QuantityInput ${props}${field.unit ? ` unit=${attr(field.unit)}` : ''}${field.type === 'integer' ? ' step={1}' : ''} />`;
    case 'boolean':
      return `<${ra(imports, 'BooleanInput')} ${props} />`;
    case 'date':
      return `<${ra(imports, 'DateInput')} ${props} />`;
    case 'datetime':
      return `<${ra(imports, 'DateTimeInput')} ${props} />`;
    case 'enum':
      imports.add(OWN('inputs/EnumInput'), 'EnumInput');
      return `<EnumInput ${props} enumName=${attr(field.enum)} />`;
    case 'enumList':
      imports.add(OWN('inputs/EnumInput'), 'EnumArrayInput');
      return `<EnumArrayInput ${props} enumName=${attr(field.enum)} />`;
    case 'reference':
      imports.add(RA, 'ReferenceInput', 'AutocompleteInput');
      return `<ReferenceInput source=${attr(name)} reference=${attr(targetRoute(model, field.reference))}><AutocompleteInput${field.required ? ' isRequired' : ''} /></ReferenceInput>`;
    case 'json':
      imports.add(OWN('inputs/JsonSchemaInput'), 'JsonSchemaInput');
      return `<JsonSchemaInput ${props} schema={${literal(field.schema)}} />`;
    case 'list': {
      imports.add(RA, 'ArrayInput', 'SimpleFormIterator');
      const subInputs = Object.entries(field.of).map(([sub, subField]) =>
        input(model, imports, sub, subField),
      );
      return `<ArrayInput ${props}><SimpleFormIterator inline>${subInputs.join('\n')}</SimpleFormIterator></ArrayInput>`;
    }
  }
}

/** Filter inputs: one per field in `filter`, two for a range. */
function filters(model: Model, imports: Imports, name: string, field: AnyField): string[] {
  const on = field.filterAlwaysOn ? ' alwaysOn' : '';
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
      return ['gte', 'lte'].map((end) => `<NumberInput ${keyed(`${name}_${end}`)} />`);
    case 'date':
    case 'datetime':
      imports.add(RA, 'DateInput');
      return ['gte', 'lte'].map((end) => `<DateInput ${keyed(`${name}_${end}`)} />`);
    case 'boolean':
      return [`<${ra(imports, 'NullableBooleanInput')} ${keyed(name)} />`];
    case 'enum':
    case 'enumList':
      imports.add(OWN('inputs/EnumInput'), 'EnumInput');
      return [`<EnumInput ${keyed(name)} enumName=${attr(field.enum)} />`];
    case 'reference':
      imports.add(RA, 'ReferenceInput', 'AutocompleteInput');
      return [
        `<ReferenceInput ${keyed(name)} reference=${attr(targetRoute(model, field.reference))}><AutocompleteInput /></ReferenceInput>`,
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

/** The lists of records pointing at the one shown (schema `related`), below its fields. */
function relatedLists(model: Model, imports: Imports, resource: ModelResource): string[] {
  return resource.source.related.map(({ resource: targetName, field }) => {
    const target = model.resources.find((r) => r.meta.name === targetName)!;
    imports.add(OWN('fields/RelatedList'), 'RelatedList');
    // The column pointing back at the record shown would say the same on every row.
    const columns = placed(target, 'list')
      .filter(([name]) => name !== field)
      .map(([name, columnField]) => column(model, imports, name, columnField));
    return `<RelatedList reference=${attr(target.meta.route)} target=${attr(field)}>
${columns.join('\n')}
</RelatedList>`;
  });
}

const placed = (resource: ModelResource, place: string) =>
  Object.entries(resource.source.fields).filter(([name]) =>
    resource.meta.fields.find((f) => f.name === name)!.places.includes(place as never),
  );

function formView(
  typeName: string,
  name: string,
  kind: 'Create' | 'Edit',
  inputs: string[],
): string {
  return `export const ${typeName}${kind} = () => (
  <Resource${kind} resourceName=${attr(name)}>
    {(formProps) => (
      <SimpleForm {...formProps}>
${inputs.join('\n')}
      </SimpleForm>
    )}
  </Resource${kind}>
);`;
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
  imports.add(OWN('app/resource/ResourceList'), 'ResourceList');
  imports.add(OWN('app/resource/RowActionsColumn'), 'RowActionsColumn');
  imports.add(RA, 'SearchInput');
  const filterElements = [
    `<SearchInput key="q" source="q" alwaysOn />`,
    ...placed(resource, 'filter').flatMap(([name, field]) => filters(model, imports, name, field)),
    ...extraFilters(imports, resource),
  ];
  const columns = placed(resource, 'list').map(([name, field]) =>
    column(model, imports, name, field),
  );
  let bulkActions = 'BulkActions';
  if (source.bulkActions) bulkActions = handWritten(imports, source.bulkActions);
  else imports.add(OWN('app/resource/BulkActions'), bulkActions);
  return `${GENERATED_HEADER}
${imports}

const filters = [
${filterElements.join(',\n')}
];

export const ${typeName}List = () => (
  <ResourceList resourceName=${attr(meta.name)} filters={filters}>
    <DataTable rowClick="show" bulkActionButtons={<${bulkActions} />}>
${columns.join('\n')}
      <RowActionsColumn />
    </DataTable>
  </ResourceList>
);
`;
}

/** src/generated/views/<resource>.tsx: the show, create and edit pages of one resource. */
export function emitRecordView(model: Model, resource: ModelResource): string {
  const imports = new Imports();
  const { typeName, meta, source } = resource;
  const own = source.components;
  const shown = placed(resource, 'show').map(
    ([name, field]) => [name, display(model, imports, name, field, Boolean(own.show))] as const,
  );
  const form = (place: 'create' | 'edit') =>
    placed(resource, place).map(([name, field]) => input(model, imports, name, field));
  // A form nobody may submit, or one a hand-written page replaces, is not generated
  // (crossCheck keeps fields and access in step).
  const createInputs = resource.access.create.length && !own.create ? form('create') : [];
  const editInputs = resource.access.edit.length && !own.edit ? form('edit') : [];
  if (createInputs.length) imports.add(OWN('app/resource/ResourceCreate'), 'ResourceCreate');
  if (editInputs.length) imports.add(OWN('app/resource/ResourceEdit'), 'ResourceEdit');
  if (createInputs.length || editInputs.length) imports.add(RA, 'SimpleForm');
  const related = relatedLists(model, imports, resource);
  const relatedView = related.length
    ? `/** The records pointing at the one shown (schema \`related\`). */
export const ${typeName}Related = () => (
  <>
${related.join('\n')}
  </>
);
`
    : '';
  let showView: string;
  if (own.show) {
    // The hand-written page lays the fields out itself; it takes them from here by name.
    showView = `/** Every field of the show page, by name, for the hand-written ${own.show}. */
export const ${typeName}ShowFields = {
${shown.map(([name, element]) => `${name}: ${element}`).join(',\n')}
};`;
  } else {
    imports.add(OWN('app/resource/ResourceShow'), 'ResourceShow');
    imports.add(RA, 'SimpleShowLayout');
    showView = `export const ${typeName}Show = () => (
  <ResourceShow resourceName=${attr(meta.name)}>
    <SimpleShowLayout>
${shown.map(([, element]) => element).join('\n')}
    </SimpleShowLayout>
${related.length ? `<${typeName}Related />` : ''}
  </ResourceShow>
);`;
  }
  return `${GENERATED_HEADER}
${imports}

${relatedView}
${showView}

${createInputs.length ? formView(typeName, meta.name, 'Create', createInputs) : ''}
${editInputs.length ? formView(typeName, meta.name, 'Edit', editInputs) : ''}
`;
}
