/**
 * Turns the parsed registry into the normalized model every emitter reads: defaults filled in,
 * groups expanded into role lists, audiences intersected along the route.
 */
import type { Registry } from './load';
import {
  writtenOutsideForms,
  type Action,
  type Field,
  type Labels,
  type Resource,
  type ScalarField,
  type View,
} from './registrySchema';
import { defaultFilter, defaultPlaces } from '../../src/core/registry/fieldDefaults';
import { actionMetas } from './modelActions';
import type { EnumMeta, FieldMeta, ResourceMeta } from '../../src/core/registry/types';

export const ACTIONS: Action[] = ['list', 'show', 'create', 'edit', 'delete'];

export interface ModelResource {
  meta: ResourceMeta;
  source: Resource;
  /** PascalCase name for types and components. */
  typeName: string;
  access: Record<Action, string[]>;
}

export interface ModelSection {
  name: string;
  path: string;
  icon: string;
  redirect: string;
  order: number;
  labels: Labels;
  roles: string[];
}

/** A page of the app: a resource's list, a view of it, or a hand-written page. */
export interface ModelRoute {
  name: string;
  kind: 'resource' | 'view' | 'page';
  /** Full path, e.g. `/oms/unclearWaybill`, `/settle/detail/:id`. */
  path: string;
  section?: string;
  order: number;
  icon: string;
  /** i18n key of the title. */
  titleKey: string;
  labels?: Labels;
  hidden: boolean;
  activeMenu?: string;
  fixedTab: boolean;
  roles: string[];
  component?: string;
  view?: View & { resourceRoute: string; typeName: string };
}

export interface Model {
  registry: Registry;
  roles: string[];
  groups: Record<string, string[]>;
  enums: Record<string, EnumMeta>;
  enumLabels: Record<string, Record<string, Labels>>;
  sections: ModelSection[];
  resources: ModelResource[];
  routes: ModelRoute[];
  elements: Record<string, string[]>;
  /** Per resource: roles that may fetch its records by id because they read records pointing at them. */
  lookup: Record<string, string[]>;
}

export const pascal = (name: string) => name[0].toUpperCase() + name.slice(1);

/** Role and group names to the roles they stand for, in roles.yaml order. */
type RoleExpander = (members: string[]) => string[];

function fieldMeta(name: string, field: Field | ScalarField, roles: RoleExpander): FieldMeta {
  const readOnly = writtenOutsideForms(field);
  const { writtenBy, readBy } = field;
  const common = {
    name,
    required: field.required,
    readOnly,
    places: field.in ?? defaultPlaces({ ...field, readOnly }),
    ...(field.unit ? { unit: field.unit } : {}),
    sortable: field.sortable,
    filter: field.filter ?? defaultFilter(field),
    ...(field.filterDefault !== undefined ? { filterDefault: field.filterDefault } : {}),
    ...(typeof writtenBy === 'object' && 'roles' in writtenBy
      ? { writers: roles(writtenBy.roles) }
      : {}),
    ...(readBy ? { readers: roles(readBy.roles) } : {}),
    ...(readBy?.mask ? { mask: readBy.mask } : {}),
    ...(field.stampedOn ? { stampedOn: field.stampedOn } : {}),
    // No form fills it in: the server gives a new record the YAML `default`.
    ...(readOnly && 'default' in field && field.default !== undefined
      ? { serverDefault: field.default }
      : {}),
    ...(typeof writtenBy === 'object' && 'actions' in writtenBy
      ? { writingActions: writtenBy.actions }
      : {}),
  };
  switch (field.type) {
    case 'string':
      return {
        ...common,
        type: 'string',
        ...(field.format ? { format: field.format } : {}),
        ...(field.min !== undefined ? { min: field.min } : {}),
        ...(field.max !== undefined ? { max: field.max } : {}),
        ...(field.pattern !== undefined ? { pattern: field.pattern } : {}),
        unique: field.unique,
        ...(field.transform ? { transform: field.transform } : {}),
      };
    case 'text':
      return {
        ...common,
        type: 'text',
        ...(field.max !== undefined ? { max: field.max } : {}),
        ...(field.transform ? { transform: field.transform } : {}),
      };
    case 'number':
    case 'integer':
      return {
        ...common,
        type: field.type,
        ...(field.min !== undefined ? { min: field.min } : {}),
        ...(field.max !== undefined ? { max: field.max } : {}),
      };
    case 'boolean':
      return { ...common, type: 'boolean' };
    case 'date':
    case 'datetime':
      return { ...common, type: field.type };
    case 'enum':
    case 'enumList':
      return { ...common, type: field.type, enum: field.enum };
    case 'reference':
      return { ...common, type: 'reference', reference: field.reference };
    case 'json':
      return { ...common, type: 'json', schema: field.schema };
    case 'list':
      return {
        ...common,
        type: 'list',
        of: Object.entries(field.of).map(([sub, def]) => fieldMeta(sub, def, roles)),
        ...(field.minItems !== undefined ? { minItems: field.minItems } : {}),
      };
  }
}

/** Expands group names into their roles, in the order roles.yaml lists the roles. */
function expander(registry: Registry) {
  const allRoles = Object.keys(registry.roles.roles);
  const cache = new Map<string, Set<string>>();
  const expand = (member: string, trail: string[] = []): Set<string> => {
    if (!(member in registry.roles.groups)) return new Set([member]);
    const cached = cache.get(member);
    if (cached) return cached;
    if (trail.includes(member)) {
      throw new Error(
        `schema/roles.yaml: group ${member} contains itself (${[...trail, member].join(' > ')})`,
      );
    }
    const result = new Set<string>();
    for (const m of registry.roles.groups[member])
      for (const r of expand(m, [...trail, member])) result.add(r);
    cache.set(member, result);
    return result;
  };
  const ordered = (set: Set<string>) => allRoles.filter((role) => set.has(role));
  /** No group means every role that may log in. */
  const audience = (members: string[] | undefined): Set<string> =>
    members === undefined
      ? new Set(allRoles.filter((role) => !registry.roles.refused.includes(role)))
      : new Set(members.flatMap((m) => [...expand(m)]));
  return { expand, ordered, audience };
}

const intersect = (a: Set<string>, b: Set<string>) => new Set([...a].filter((x) => b.has(x)));

/**
 * The state machine of an enum whose values declare `next`; other enums have none. `setBy` says
 * who may change a record to each value, as `members` expands roles and groups.
 */
function enumFlow(
  def: Registry['enums'][string],
  members: (names: string[]) => string[],
): Pick<EnumMeta, 'flow'> {
  const entries = Object.entries(def.values);
  if (!entries.some(([, d]) => d.next)) return {};
  const setBy = def.setBy;
  return {
    flow: {
      next: Object.fromEntries(entries.map(([v, d]) => [v, d.next ?? []])),
      hold: entries.filter(([, d]) => d.hold).map(([v]) => v),
      final: entries.filter(([, d]) => d.final).map(([v]) => v),
      ...(setBy
        ? { setBy: Object.fromEntries(entries.map(([v, d]) => [v, members(d.setBy ?? setBy)])) }
        : {}),
    },
  };
}

export function buildModel(registry: Registry): Model {
  const { ordered, audience } = expander(registry);
  const groups = Object.fromEntries(
    Object.keys(registry.roles.groups).map((g) => [g, ordered(audience([g]))]),
  );
  const alwaysPass = new Set(registry.roles.alwaysPass);
  /** Roles and groups as an element names them: ROOT and PLATFORM_ADMIN always pass. */
  const members = (names: string[]) => ordered(new Set([...audience(names), ...alwaysPass]));
  const enums: Record<string, EnumMeta> = {
    role: {
      numeric: false,
      values: Object.keys(registry.roles.roles),
      colors: Object.fromEntries(
        Object.keys(registry.roles.roles).map((r) => [r, 'info' as const]),
      ),
    },
  };
  const enumLabels: Record<string, Record<string, Labels>> = { role: registry.roles.roles };
  for (const [name, def] of Object.entries(registry.enums)) {
    enums[name] = {
      numeric: def.numeric,
      values: Object.keys(def.values),
      colors: Object.fromEntries(Object.entries(def.values).map(([v, d]) => [v, d.color])),
      ...enumFlow(def, members),
    };
    enumLabels[name] = Object.fromEntries(
      Object.entries(def.values).map(([v, d]) => [v, d.labels]),
    );
  }
  const sectionAudience = (name: string | undefined) => {
    const group = name ? registry.menu.sections[name]?.group : undefined;
    return audience(group ? [group] : undefined);
  };
  const sections: ModelSection[] = Object.entries(registry.menu.sections)
    .map(([name, s]) => ({
      name,
      path: `/${name}`,
      icon: s.icon,
      redirect: `/${name}/${s.redirect}`,
      order: s.order,
      labels: s.labels,
      roles: ordered(sectionAudience(name)),
    }))
    .sort((a, b) => a.order - b.order || a.name.localeCompare(b.name));
  const elements = Object.fromEntries(
    Object.entries(registry.roles.elements).map(([name, names]) => [name, members(names)]),
  );
  const routeAudience = (section: string | undefined, group: string | undefined) =>
    intersect(sectionAudience(section), audience(group ? [group] : undefined));
  const views = Object.entries(registry.pages.views);
  /** Fields per role from fields per role or group: a role in two of them gets both lists. */
  const fieldsByRole = (byMember: Record<string, string[]>): Record<string, string[]> => {
    const fields = new Map<string, Set<string>>();
    for (const [member, names] of Object.entries(byMember))
      for (const role of audience([member]))
        fields.set(role, new Set([...(fields.get(role) ?? []), ...names]));
    return Object.fromEntries(
      ordered(new Set(fields.keys())).map((role) => [role, [...fields.get(role)!]]),
    );
  };
  const resources = registry.resources.map((source): ModelResource => {
    const ownAudience = routeAudience(source.route.section, source.access.group);
    // Reading is open to every page that shows the data: its own and its views.
    const readers = new Set(ownAudience);
    for (const [, view] of views) {
      if (view.resource === source.name)
        routeAudience(view.section, view.group).forEach((r) => readers.add(r));
    }
    const access = Object.fromEntries(
      ACTIONS.map((action) => {
        const narrowed = source.access.actions[action];
        const base = action === 'list' || action === 'show' ? readers : ownAudience;
        // An element-level narrowing lets ROOT and PLATFORM_ADMIN through (SPEC 6); [] closes it.
        const who =
          narrowed === undefined
            ? base
            : narrowed.length === 0
              ? new Set<string>()
              : intersect(base, new Set([...audience(narrowed), ...alwaysPass]));
        return [action, ordered(who)];
      }),
    ) as Record<Action, string[]>;
    const route = [source.route.section, source.route.path].filter(Boolean).join('/');
    return {
      source,
      typeName: pascal(source.name),
      access,
      meta: {
        name: source.name,
        route,
        api: source.api,
        ...(source.route.section ? { section: source.route.section } : {}),
        icon: source.icon,
        recordRepresentation: source.recordRepresentation,
        ...(source.lookupFields ? { lookupFields: source.lookupFields } : {}),
        ...(source.lookupFieldsFor
          ? { lookupFieldsFor: fieldsByRole(source.lookupFieldsFor) }
          : {}),
        ...(source.search ? { search: source.search } : {}),
        ...(source.choiceFields ? { choiceFields: source.choiceFields } : {}),
        ...(source.searchMenu ? { searchMenu: true as const } : {}),
        ...(Object.keys(source.listFilters).length > 0
          ? { listFilters: Object.keys(source.listFilters) }
          : {}),
        ...(source.scope ? { scope: source.scope } : {}),
        sort: source.sort,
        fields: Object.entries(source.fields).map(([name, field]) =>
          fieldMeta(name, field, (members) => ordered(audience(members))),
        ),
        ...(Object.keys(source.actions).length > 0
          ? { actions: actionMetas(source, elements, { members, access }) }
          : {}),
        ...(source.messages.created ? { createdMessage: source.messages.created } : {}),
        ...(source.messages.deleteConfirm ? { deleteConfirm: true as const } : {}),
        ...(Object.keys(source.groups).length > 0
          ? {
              groups: Object.entries(source.groups).map(([name, group]) => ({
                name,
                fields: group.fields,
              })),
            }
          : {}),
      },
    };
  });
  resources.sort(
    (a, b) => a.source.route.order - b.source.route.order || a.meta.name.localeCompare(b.meta.name),
  );
  const fullPath = (section: string | undefined, path: string) =>
    `/${[section, path].filter(Boolean).join('/')}`;
  const routes: ModelRoute[] = [
    ...resources.map(({ source, meta }) => ({
      name: source.name,
      kind: 'resource' as const,
      path: `/${meta.route}`,
      ...(source.route.section ? { section: source.route.section } : {}),
      order: source.route.order,
      icon: source.icon,
      titleKey: `resources.${meta.route}.name`,
      hidden: false,
      fixedTab: false,
      roles: ordered(routeAudience(source.route.section, source.access.group)),
    })),
    ...views.map(([name, view]) => {
      const target = resources.find((r) => r.meta.name === view.resource)!;
      return {
        name,
        kind: 'view' as const,
        path: fullPath(view.section, view.path),
        ...(view.section ? { section: view.section } : {}),
        order: view.order,
        icon: view.icon,
        titleKey: `routes.${name}`,
        labels: view.labels,
        hidden: view.hidden,
        ...(view.activeMenu ? { activeMenu: fullPath(view.section, view.activeMenu) } : {}),
        fixedTab: false,
        roles: ordered(routeAudience(view.section, view.group)),
        view: { ...view, resourceRoute: target.meta.route, typeName: target.typeName },
      };
    }),
    ...Object.entries(registry.pages.pages).map(([name, page]) => ({
      name,
      kind: 'page' as const,
      path: fullPath(page.section, page.path),
      ...(page.section ? { section: page.section } : {}),
      order: page.order,
      icon: page.icon,
      titleKey: `routes.${name}`,
      labels: page.labels,
      hidden: page.hidden,
      ...(page.activeMenu ? { activeMenu: fullPath(page.section, page.activeMenu) } : {}),
      fixedTab: page.fixedTab,
      roles: ordered(routeAudience(page.section, page.group)),
      component: page.component,
    })),
  ];
  const sectionOrder = new Map(sections.map((s, i) => [s.name, i]));
  routes.sort(
    (a, b) =>
      (a.section ? sectionOrder.get(a.section)! : -1) -
        (b.section ? sectionOrder.get(b.section)! : -1) ||
      a.order - b.order ||
      a.name.localeCompare(b.name),
  );
  const references = (fields: FieldMeta[]): string[] =>
    fields.flatMap((f) =>
      f.type === 'reference' ? [f.reference] : f.type === 'list' ? references(f.of) : [],
    );
  const lookupSets = new Map(resources.map((r) => [r.meta.name, new Set<string>()]));
  for (const resource of resources) {
    for (const target of references(resource.meta.fields)) {
      resource.access.list.forEach((role) => lookupSets.get(target)!.add(role));
    }
  }
  const lookup = Object.fromEntries([...lookupSets].map(([name, set]) => [name, ordered(set)]));
  return {
    routes,
    elements,
    lookup,
    registry,
    roles: Object.keys(registry.roles.roles),
    groups,
    enums,
    enumLabels,
    sections,
    resources,
  };
}
