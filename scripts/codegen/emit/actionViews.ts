import { pascal, type Model, type ModelResource } from '../model';
import { defaultPlaces } from '../modelActions';
import type { PayloadField } from '../registrySchema';
import { GENERATED_HEADER, literal } from './header';
import { jsxComment, origin } from './origin';
import { Imports, textArea } from './views';

/**
 * src/generated/views/<resource>.actions.tsx: a button per business action (schema `actions:`)
 * and, per place it goes (`on:`), the buttons of that place: a list's rows or toolbar, the
 * record's page, a view's rows or toolbar. A place's hand-written buttons (`rowActions`,
 * `listActions`, a view's `actions`) come along, so each place loads one component.
 */

const attr = (value: string) => literal(value);
const RA = 'react-admin';
const OWN = (file: string) => `../../${file}`;

export const actionsModule = (resourceName: string) => `${resourceName}.actions`;

export type PlaceKind = 'row' | 'toolbar' | 'show';

export interface ActionPlace {
  /** `list`, `show` or a view of schema/pages.yaml. */
  place: string;
  kind: PlaceKind;
  /** The exported component of the place. */
  component: string;
  actions: string[];
  /** The place's hand-written buttons (`folder/Name`), shown after the generated ones. */
  handWritten?: string;
}

const componentName = (typeName: string, place: string, kind: PlaceKind) => {
  const owner = place === 'list' || place === 'show' ? typeName : pascal(place);
  return `${owner}${kind === 'show' ? 'Show' : kind === 'row' ? 'Row' : 'List'}Actions`;
};

/** Every place of a resource that has generated buttons. */
export function actionPlaces(model: Model, resource: ModelResource): ActionPlace[] {
  const places = new Map<string, ActionPlace>();
  for (const [name, action] of Object.entries(resource.source.actions)) {
    for (const place of defaultPlaces(action)) {
      const kind: PlaceKind =
        place === 'show' ? 'show' : action.scope === 'record' ? 'row' : 'toolbar';
      const key = `${place} ${kind}`;
      const known = places.get(key);
      if (known) known.actions.push(name);
      else {
        const view = model.registry.pages.views[place];
        const handWritten =
          place === 'list'
            ? kind === 'row'
              ? resource.source.rowActions
              : resource.source.listActions
            : kind === 'show'
              ? undefined
              : kind === 'row'
                ? view?.rowActions
                : view?.actions;
        places.set(key, {
          place,
          kind,
          component: componentName(resource.typeName, place, kind),
          actions: [name],
          ...(handWritten ? { handWritten } : {}),
        });
      }
    }
  }
  return [...places.values()];
}

/** The generated component of a place's buttons, if it has one: `['WaybillRowActions', module]`. */
export function placeComponent(
  model: Model,
  resource: ModelResource,
  place: string,
  kind: PlaceKind,
): string | undefined {
  return actionPlaces(model, resource).find((p) => p.place === place && p.kind === kind)?.component;
}

/** The input of one payload field in the action's dialog. */
function payloadInput(
  model: Model,
  imports: Imports,
  resource: ModelResource,
  action: string,
  name: string,
  field: PayloadField,
  first: boolean,
): string {
  const route = resource.meta.route;
  // A field named like one of the entity's takes its label unless it has its own.
  const labelKey = field.labels
    ? `resources.${route}.actions.${action}.fields.${name}`
    : `resources.${route}.fields.${name}`;
  const label = ` label=${attr(labelKey)}`;
  const required = field.required ? ' isRequired' : '';
  const focus = first ? ' autoFocus' : '';
  const props = `source=${attr(name)}${label}${required}`;
  const target = (reference: string) =>
    model.resources.find((r) => r.meta.name === reference)!.meta.route;
  const many = 'many' in field && field.many;
  // A hand-written input gets what the generated one would (`folder/Name` of src/resources/).
  if (field.components?.input) {
    const component = field.components.input.split('/')[1];
    imports.add(OWN(`resources/${field.components.input}`), component);
    return `<${component} ${props}${focus} />`;
  }
  switch (field.type) {
    case 'string':
      if (many) {
        imports.add(RA, 'TextArrayInput');
        return `<TextArrayInput ${props} />`;
      }
      if (field.format === 'password') {
        imports.add(RA, 'PasswordInput');
        return `<PasswordInput ${props}${focus} />`;
      }
      imports.add(RA, 'TextInput');
      return `<TextInput ${props}${field.format === 'email' ? ' type="email"' : ''}${focus} />`;
    case 'text':
      return textArea(imports, `${props}${focus}`, field.max);
    case 'number':
    case 'integer':
      imports.add(OWN('inputs/QuantityInput'), 'QuantityInput');
      return `<QuantityInput ${props}${field.unit ? ` unit=${attr(field.unit)}` : ''}${field.type === 'integer' ? ' step={1}' : ''} />`;
    case 'boolean':
      imports.add(RA, 'BooleanInput');
      return `<BooleanInput ${props} />`;
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
      if (many) {
        imports.add(RA, 'ReferenceArrayInput');
        imports.add(OWN('inputs/ReferenceChoiceInput'), 'ReferenceChoiceArrayInput');
        return `<ReferenceArrayInput source=${attr(name)} reference=${attr(target(field.reference))}><ReferenceChoiceArrayInput${label}${required} /></ReferenceArrayInput>`;
      }
      imports.add(RA, 'ReferenceInput');
      imports.add(OWN('inputs/ReferenceChoiceInput'), 'ReferenceChoiceInput');
      return `<ReferenceInput source=${attr(name)} reference=${attr(target(field.reference))}><ReferenceChoiceInput${label}${required} /></ReferenceInput>`;
  }
}

/** The module of a resource's action buttons, or undefined when no action has a button. */
export function emitActionsView(model: Model, resource: ModelResource): string | undefined {
  const places = actionPlaces(model, resource);
  if (places.length === 0) return undefined;
  const imports = new Imports();
  const { typeName, meta, source } = resource;
  imports.add(OWN('resources/shared/ActionButton'), 'ActionButton');
  const icons = new Set<string>();
  const buttonName = (action: string) => `${typeName}${pascal(action)}Action`;
  const withButtons = [...new Set(places.flatMap((p) => p.actions))];
  const buttons = withButtons.map((name) => {
    const action = source.actions[name];
    icons.add(action.icon);
    const inputs = Object.entries(action.payload).map(
      ([field, def], index) =>
        `${jsxComment(origin(model, meta.name, ['actions', name, 'payload', field]))}${payloadInput(model, imports, resource, name, field, def, index === 0)}`,
    );
    const open = `<ActionButton resourceName=${attr(meta.name)} action=${attr(name)} icon={<${action.icon}Icon />}`;
    return `/** ${action.summary ?? action.labels.en} (${origin(model, meta.name, ['actions', name])}). */
export const ${buttonName(name)} = () => (
  ${inputs.length ? `${open}>\n${inputs.join('\n')}\n</ActionButton>` : `${open} />`}
);`;
  });
  const placeComponents = places.map((place) => {
    const own = place.handWritten ? place.handWritten.split('/')[1] : undefined;
    if (place.handWritten && own) imports.add(OWN(`resources/${place.handWritten}`), own);
    const where =
      place.place === 'list'
        ? `the ${meta.name} list's ${place.kind === 'row' ? 'rows' : 'toolbar'}`
        : place.place === 'show'
          ? `a ${meta.name}'s page`
          : `the ${place.kind === 'row' ? 'rows' : 'toolbar'} of the ${place.place} view`;
    const elements = [
      ...place.actions.map((a) => `<${buttonName(a)} />`),
      ...(own ? [`<${own} />`] : []),
    ];
    return `/** The buttons of ${where}. */
export const ${place.component} = () => (
  <>
${elements.join('\n')}
  </>
);`;
  });
  const iconImports = [...icons]
    .sort()
    .map((icon) => `import ${icon}Icon from '@mui/icons-material/${icon}';`);
  return `${GENERATED_HEADER}
${iconImports.join('\n')}
${imports}

${buttons.join('\n\n')}

${placeComponents.join('\n\n')}
`;
}
