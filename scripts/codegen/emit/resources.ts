import type { Model, ModelResource } from '../model';
import { actionsModule, placeComponent } from './actionViews';
import { GENERATED_HEADER, literal } from './header';
import { listModule } from './views';

const iconImport = (icon: string) => `import ${icon}Icon from '@mui/icons-material/${icon}';`;

/** Loads a hand-written component of src/resources/ (a list's buttons) or src/pages/ on demand. */
const handWrittenLoader = (componentPath: string, root: 'resources' | 'pages' = 'resources') =>
  `() => import('../../${root}/${componentPath}').then((m) => m.${componentPath.split('/')[1]})`;

/** The buttons of a place: the generated ones (with the hand-written ones), or hand-written only. */
const buttonsLoader = (resourceName: string, generated?: string, handWritten?: string) =>
  generated
    ? `() => import('../../generated/views/${actionsModule(resourceName)}').then((m) => m.${generated})`
    : handWritten && handWrittenLoader(handWritten);

/** A list with its own toolbar or row buttons goes through lazyView, which provides them. */
function listView(model: Model, resource: ModelResource) {
  const { meta, source } = resource;
  const actions = buttonsLoader(
    meta.name,
    placeComponent(model, resource, 'list', 'toolbar'),
    source.listActions,
  );
  const rowActions = buttonsLoader(
    meta.name,
    placeComponent(model, resource, 'list', 'row'),
    source.rowActions,
  );
  if (!actions && !rowActions) return undefined;
  const options = [
    `resource: ${literal(meta.route)}`,
    ...(actions ? [`actions: ${actions}`] : []),
    ...(rowActions ? [`rowActions: ${rowActions}`] : []),
  ];
  return `lazyView(() => load${resource.typeName}List().then((m) => m.${resource.typeName}List), { ${options.join(', ')} })`;
}

/**
 * src/routeScreens/generated/resources.tsx: each resource's react-admin definition, its views loaded on demand.
 */
export function emitResources(model: Model): string {
  const icons = [...new Set(model.resources.map((r) => r.meta.icon))].sort();
  const usesLazyView = model.resources.some((r) => listView(model, r) !== undefined);
  // A list and the record pages are separate modules: a list loads no form code.
  const loaders = model.resources
    .flatMap((r) => [
      `const load${r.typeName}List = () => import('../../generated/views/${listModule(r.meta.name)}');`,
      `const load${r.typeName} = () => import('../../generated/views/${r.meta.name}');`,
    ])
    .join('\n');
  const definitions = model.resources
    .map((resource) => {
      const { meta, typeName, access, source } = resource;
      const generated = (kind: 'List' | 'Show' | 'Create' | 'Edit') =>
        `lazyPage(() => load${typeName}${kind === 'List' ? 'List' : ''}().then((m) => m.${typeName}${kind}))`;
      /** The generated view, or the hand-written page that replaces it (schema `components`). */
      const view = (kind: 'Show' | 'Create' | 'Edit') => {
        const own = source.components[kind.toLowerCase() as 'show' | 'create' | 'edit'];
        return own ? `lazyPage(${handWrittenLoader(own, 'pages')})` : generated(kind);
      };
      const formView = (kind: 'Create' | 'Edit', open: boolean) =>
        open ? view(kind) : 'undefined';
      return `{
        name: ${literal(meta.name)},
        route: ${literal(meta.route)},
        section: ${meta.section ? literal(meta.section) : 'undefined'},
        icon: ${meta.icon}Icon,
        recordRepresentation: ${literal(meta.recordRepresentation)},
        list: ${listView(model, resource) ?? generated('List')},
        show: ${view('Show')},
        create: ${formView('Create', access.create.length > 0)},
        edit: ${formView('Edit', access.edit.length > 0)},
      }`;
    })
    .join(',\n');
  return `${GENERATED_HEADER}
import type { ComponentType } from 'react';
${icons.map(iconImport).join('\n')}
import { lazyPage } from '../../pageLoading/lazyPage';
${usesLazyView ? "import { lazyView } from '../../resourceViews/lazyView';" : ''}

export interface ResourceDefinition {
  name: string;
  route: string;
  section: string | undefined;
  icon: ComponentType;
  recordRepresentation: string;
  list: ComponentType;
  show: ComponentType;
  /** Missing when no role may create (or edit) this resource. */
  create: ComponentType | undefined;
  edit: ComponentType | undefined;
}

${loaders}

export const resourceDefinitions: ResourceDefinition[] = [
${definitions}
];
`;
}
