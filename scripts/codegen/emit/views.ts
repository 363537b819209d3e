import type { Model, ModelResource } from '../model';
import type { Field, ScalarField } from '../registrySchema';
import { GENERATED_HEADER, literal } from './header';

/**
 * src/generated/views/<resource>.tsx: list (columns, sort, filters), show, create and edit of one
 * resource, built from react-admin components and the project's own fields and inputs.
 */

type AnyField = Field | ScalarField;
const attr = (value: string) => literal(value);

class Imports {
  private readonly modules = new Map<string, Set<string>>();
  add(module: string, ...names: string[]): void {
    const set = this.modules.get(module) ?? new Set<string>();
    names.forEach((n) => set.add(n));
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

function targetRoute(model: Model, reference: string): string {
  const target = model.resources.find((r) => r.meta.name === reference);
  if (!target) throw new Error(`unknown reference ${reference}`);
  return target.meta.route;
}

/** A read-only rendering of a field, for list cells and show pages. */
function display(model: Model, imports: Imports, name: string, field: AnyField): string {
  const source = `source=${attr(name)}`;
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
  switch (field.type) {
    case 'string':
    case 'text':
      return [`<${ra(imports, 'TextInput')} key=${attr(name)} source=${attr(name)} />`];
    case 'number':
    case 'integer':
      imports.add(RA, 'NumberInput');
      return ['gte', 'lte'].map(
        (end) => `<NumberInput key=${attr(`${name}_${end}`)} source=${attr(`${name}_${end}`)} />`,
      );
    case 'date':
    case 'datetime':
      imports.add(RA, 'DateInput');
      return ['gte', 'lte'].map(
        (end) => `<DateInput key=${attr(`${name}_${end}`)} source=${attr(`${name}_${end}`)} />`,
      );
    case 'boolean':
      return [`<${ra(imports, 'NullableBooleanInput')} key=${attr(name)} source=${attr(name)} />`];
    case 'enum':
    case 'enumList':
      imports.add(OWN('inputs/EnumInput'), 'EnumInput');
      return [`<EnumInput key=${attr(name)} source=${attr(name)} enumName=${attr(field.enum)} />`];
    case 'reference':
      imports.add(RA, 'ReferenceInput', 'AutocompleteInput');
      return [
        `<ReferenceInput key=${attr(name)} source=${attr(name)} reference=${attr(targetRoute(model, field.reference))}><AutocompleteInput /></ReferenceInput>`,
      ];
    case 'json':
    case 'list':
      throw new Error(`${name}: a ${field.type} field cannot be a filter`);
  }
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

export function emitView(model: Model, resource: ModelResource): string {
  const imports = new Imports();
  const { typeName, meta } = resource;
  imports.add(OWN('app/resource/ResourceViews'), 'ResourceList', 'ResourceShow');
  imports.add(OWN('app/resource/BulkActions'), 'BulkActions');
  imports.add(OWN('app/resource/RowActionsColumn'), 'RowActionsColumn');
  imports.add(RA, 'SearchInput', 'SimpleShowLayout');
  const filterElements = [
    `<SearchInput key="q" source="q" alwaysOn />`,
    ...placed(resource, 'filter').flatMap(([name, field]) => filters(model, imports, name, field)),
  ];
  const columns = placed(resource, 'list').map(([name, field]) =>
    column(model, imports, name, field),
  );
  const shown = placed(resource, 'show').map(([name, field]) =>
    display(model, imports, name, field),
  );
  const form = (place: 'create' | 'edit') =>
    placed(resource, place).map(([name, field]) => input(model, imports, name, field));
  // A form nobody may submit is not generated (crossCheck keeps fields and access in step).
  const createInputs = resource.access.create.length ? form('create') : [];
  const editInputs = resource.access.edit.length ? form('edit') : [];
  if (createInputs.length) imports.add(OWN('app/resource/ResourceViews'), 'ResourceCreate');
  if (editInputs.length) imports.add(OWN('app/resource/ResourceViews'), 'ResourceEdit');
  if (createInputs.length || editInputs.length) imports.add(RA, 'SimpleForm');
  return `${GENERATED_HEADER}
${imports}

const filters = [
${filterElements.join(',\n')}
];

export const ${typeName}List = () => (
  <ResourceList resourceName=${attr(meta.name)} filters={filters}>
    <DataTable rowClick="show" bulkActionButtons={<BulkActions />}>
${columns.join('\n')}
      <RowActionsColumn />
    </DataTable>
  </ResourceList>
);

export const ${typeName}Show = () => (
  <ResourceShow resourceName=${attr(meta.name)}>
    <SimpleShowLayout>
${shown.join('\n')}
    </SimpleShowLayout>
  </ResourceShow>
);

${createInputs.length ? formView(typeName, meta.name, 'Create', createInputs) : ''}
${editInputs.length ? formView(typeName, meta.name, 'Edit', editInputs) : ''}
`;
}
