import type { Model, ModelRoute } from '../model';
import { GENERATED_HEADER, literal } from './header';
import { actionsModule, placeComponent } from './actionViews';
import { listModule } from './views';

const loader = (componentPath: string, root: '../../pages' | '../../resources') => {
  const name = componentPath.split('/')[1];
  return `() => import('${root}/${componentPath}').then((m) => m.${name})`;
};

function element(model: Model, route: ModelRoute): string | undefined {
  if (route.kind === 'page') {
    const name = route.component!.split('/').at(-1)!;
    return `lazyPage(() => import('../../pages/${route.component}').then((m) => m.${name}))`;
  }
  if (route.kind === 'view') {
    const view = route.view!;
    const options = [
      `resource: ${literal(view.resourceRoute)}`,
      `storeKey: ${literal(route.path.slice(1))}`,
      `titleKey: ${literal(route.titleKey)}`,
      `filter: ${literal(view.filter)}`,
      ...(view.columns.length > 0 ? [`columns: ${literal(view.columns)}`] : []),
      ...buttons(model, route, 'toolbar', 'actions', view.actions),
      ...buttons(model, route, 'row', 'rowActions', view.rowActions),
    ];
    return `lazyView(() => import('../../generated/views/${listModule(view.resource)}').then((m) => m.${view.typeName}List), { ${options.join(', ')} })`;
  }
  return undefined;
}

/**
 * A view's toolbar or row buttons: the generated component of the place (the view's hand-written
 * one inside it), else the hand-written one.
 */
function buttons(
  model: Model,
  route: ModelRoute,
  kind: 'toolbar' | 'row',
  option: 'actions' | 'rowActions',
  handWritten: string | undefined,
): string[] {
  const resource = model.resources.find((r) => r.meta.name === route.view!.resource)!;
  const generated = placeComponent(model, resource, route.name, kind);
  if (generated)
    return [
      `${option}: () => import('../../generated/views/${actionsModule(resource.meta.name)}').then((m) => m.${generated})`,
    ];
  return handWritten ? [`${option}: ${loader(handWritten, '../../resources')}`] : [];
}

const menuIconsOf = (model: Model) =>
  [...new Set([...model.routes.map((r) => r.icon), ...model.sections.map((s) => s.icon)])].sort();

/**
 * src/core/generated/routes.ts: every page of the app (resource lists, views, hand-written pages)
 * with its path, menu place, title and icon name; the shell reads it, so it is plain data.
 */
export function emitRoutes(model: Model): string {
  const routes = model.routes.map(
    (route) => `{
      name: ${literal(route.name)},
      kind: ${literal(route.kind)},
      path: ${literal(route.path)},
      section: ${route.section ? literal(route.section) : 'undefined'},
      order: ${route.order},
      icon: ${literal(route.icon)},
      titleKey: ${literal(route.titleKey)},
      hidden: ${route.hidden},
      activeMenu: ${route.activeMenu ? literal(route.activeMenu) : 'undefined'},
      fixedTab: ${route.fixedTab},
    }`,
  );
  const sections = model.sections.map(
    (s) =>
      `{ name: ${literal(s.name)}, path: ${literal(s.path)}, redirect: ${literal(s.redirect)}, order: ${s.order}, icon: ${literal(s.icon)}, titleKey: ${literal(`menu.${s.name}`)} }`,
  );
  return `${GENERATED_HEADER}
/** A menu icon by its MUI name (src/layout/generated/menuIcons.tsx draws it). */
export type MenuIconName = ${menuIconsOf(model).map(literal).join(' | ')};

export interface AppRoute {
  name: string;
  kind: 'resource' | 'view' | 'page';
  /** Full path pattern; \`:id\` marks a parameter. */
  path: string;
  section: string | undefined;
  order: number;
  icon: MenuIconName;
  titleKey: string;
  /** Not in the menu; \`activeMenu\` is the entry it highlights instead. */
  hidden: boolean;
  activeMenu: string | undefined;
  fixedTab: boolean;
}

export interface AppSection {
  name: string;
  path: string;
  /** The page the section's own path opens when the role may; else its first open page. */
  redirect: string;
  order: number;
  icon: MenuIconName;
  titleKey: string;
}

export const appSections: AppSection[] = [
${sections.join(',\n')}
];

export const appRoutes: AppRoute[] = [
${routes.join(',\n')}
];
`;
}

/** src/layout/generated/menuIcons.tsx: the icons the menu, search and user menu draw, by name. */
export function emitMenuIcons(model: Model): string {
  const icons = menuIconsOf(model);
  return `${GENERATED_HEADER}
import type { ComponentType } from 'react';
${icons.map((icon) => `import ${icon}Icon from '@mui/icons-material/${icon}';`).join('\n')}
import type { MenuIconName } from '../../core/generated/routes';

export const menuIcons: Record<MenuIconName, ComponentType> = {
${icons.map((icon) => `  ${icon}: ${icon}Icon,`).join('\n')}
};
`;
}

/**
 * src/routeScreens/generated/screens.tsx: the screen of each view and page by its route path, loaded on demand
 * (resources' screens come from react-admin's <Resource>); only the root (src/app) imports it.
 */
export function emitScreens(model: Model): string {
  const screens = model.routes.flatMap((route) => {
    const el = element(model, route);
    return el ? [`  ${literal(route.path)}: ${el},`] : [];
  });
  return `${GENERATED_HEADER}
import type { ComponentType } from 'react';
import { lazyView } from '../../resourceViews/lazyView';
import { lazyPage } from '../../pageLoading/lazyPage';

export const routeScreens: Partial<Record<string, ComponentType>> = {
${screens.join('\n')}
};
`;
}
