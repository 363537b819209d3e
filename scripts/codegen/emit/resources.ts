import type { Model } from '../model';
import { GENERATED_HEADER, literal } from './header';

const iconImport = (icon: string) => `import ${icon}Icon from '@mui/icons-material/${icon}';`;

/**
 * src/generated/resources.tsx: each resource's react-admin definition with its views loaded on
 * demand, and the menu sections they sit in.
 */
export function emitResources(model: Model): string {
  const icons = [
    ...new Set([...model.resources.map((r) => r.meta.icon), ...model.sections.map((s) => s.icon)]),
  ].sort();
  const loaders = model.resources
    .map((r) => `const load${r.typeName} = () => import('./views/${r.meta.name}');`)
    .join('\n');
  const definitions = model.resources
    .map(({ meta, typeName, access }) => {
      const view = (kind: string) =>
        `lazy(() => load${typeName}().then((m) => ({ default: m.${typeName}${kind} })))`;
      const formView = (kind: 'Create' | 'Edit', open: boolean) =>
        open ? view(kind) : 'undefined';
      return `{
        name: ${literal(meta.name)},
        route: ${literal(meta.route)},
        section: ${meta.section ? literal(meta.section) : 'undefined'},
        icon: ${meta.icon}Icon,
        recordRepresentation: ${literal(meta.recordRepresentation)},
        list: ${view('List')},
        show: ${view('Show')},
        create: ${formView('Create', access.create.length > 0)},
        edit: ${formView('Edit', access.edit.length > 0)},
      }`;
    })
    .join(',\n');
  const sections = model.sections
    .map(
      (s) =>
        `{ name: ${literal(s.name)}, path: ${literal(s.path)}, redirect: ${literal(s.redirect)}, icon: ${s.icon}Icon }`,
    )
    .join(',\n');
  return `${GENERATED_HEADER}
import { lazy, type ComponentType } from 'react';
${icons.map(iconImport).join('\n')}

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

export interface MenuSection {
  name: string;
  path: string;
  redirect: string;
  icon: ComponentType;
}

${loaders}

export const resourceDefinitions: ResourceDefinition[] = [
${definitions}
];

export const menuSections: MenuSection[] = [
${sections}
];
`;
}
