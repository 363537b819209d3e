/**
 * Checks what the meta-schema cannot: that names point at things that exist. The first problem
 * found stops codegen with its file and line.
 */
import { PAGES_SOURCE, type Registry } from './load';
import { RegistryError } from './registryError';
import { checkActions, checkFilter, isCatalogueText } from './crossCheckActions';
import { writtenOutsideForms, type Field, type ScalarField } from './registrySchema';
import { jsonLabelPaths, type JsonSchemaPart } from '../../src/core/registry/jsonParts';
import { checkLayout, checkTiedFields, placesOf } from './recordWords';
import { checkDemoHints } from './demoHints';

export function crossCheck(registry: Registry): void {
  const { roles, enums, menu, resources, sources } = registry;
  const roleNames = new Set(Object.keys(roles.roles));
  const groupNames = new Set(Object.keys(roles.groups));
  const enumNames = new Set([...Object.keys(enums), 'role']);
  const resourceNames = new Set(resources.map((r) => r.name));

  const fail = (file: string, line: number, reason: string): never => {
    throw new RegistryError(file, line, reason);
  };
  const rolesFile = 'schema/roles.yaml';
  for (const role of [
    roles.defaultRole,
    ...roles.refused,
    ...roles.alwaysPass,
    ...roles.ranks,
    ...roles.companyRoles,
    ...roles.pvzRoles,
  ]) {
    if (!roleNames.has(role)) fail(rolesFile, 1, `unknown role "${role}"`);
  }
  const unranked = [...roleNames].filter((role) => !roles.ranks.includes(role));
  if (unranked.length > 0 || new Set(roles.ranks).size !== roles.ranks.length)
    fail(rolesFile, 1, `ranks must list every role once (missing: ${unranked.join(', ') || '-'})`);
  for (const [group, members] of Object.entries(roles.groups)) {
    for (const member of members) {
      if (roleNames.has(member) && groupNames.has(member))
        fail(rolesFile, 1, `"${member}" is both a role and a group`);
      if (!roleNames.has(member) && !groupNames.has(member)) {
        fail(rolesFile, 1, `group ${group}: "${member}" is neither a role nor a group`);
      }
    }
  }
  const sectionPaths = (name: string) => [
    ...resources.filter((r) => r.route.section === name).map((r) => r.route.path),
    ...[...Object.values(registry.pages.views), ...Object.values(registry.pages.pages)]
      .filter((screen) => screen.section === name)
      .map((screen) => screen.path),
  ];
  for (const [name, section] of Object.entries(menu.sections)) {
    if (section.group && !groupNames.has(section.group)) {
      fail('schema/menu.yaml', 1, `section ${name}: unknown group "${section.group}"`);
    }
    // A mistyped redirect would open the section on a blank page.
    if (!sectionPaths(name).includes(section.redirect))
      fail(
        'schema/menu.yaml',
        1,
        `section ${name}: redirect "${section.redirect}" is none of its paths`,
      );
  }
  const checkAudience = (where: string, members: readonly string[]) => {
    for (const member of members)
      if (!roleNames.has(member) && !groupNames.has(member))
        fail('schema/enums.yaml', 1, `${where}: "${member}" is neither a role nor a group`);
  };
  for (const [name, def] of Object.entries(enums)) {
    const isFlow = Object.values(def.values).some((value) => value.next);
    if (def.setBy && !isFlow) fail('schema/enums.yaml', 1, `${name}: setBy needs a state machine`);
    checkAudience(`${name}.setBy`, def.setBy ?? []);
    for (const [key, value] of Object.entries(def.values)) {
      if (value.setBy && !def.setBy)
        fail('schema/enums.yaml', 1, `${name}.${key}: setBy needs the enum's own setBy first`);
      checkAudience(`${name}.${key}.setBy`, value.setBy ?? []);
      for (const target of value.next ?? []) {
        if (!(target in def.values))
          fail(
            'schema/enums.yaml',
            1,
            `${name}.${key}: next "${target}" is not a value of ${name}`,
          );
      }
    }
    if (def.numeric) {
      for (const key of Object.keys(def.values)) {
        if (!/^\d+$/.test(key))
          fail('schema/enums.yaml', 1, `${name}: numeric enum value "${key}" is not a number`);
      }
    }
  }

  for (const [element, members] of Object.entries(roles.elements)) {
    for (const member of members) {
      if (!roleNames.has(member) && !groupNames.has(member)) {
        fail(rolesFile, 1, `element ${element}: "${member}" is neither a role nor a group`);
      }
    }
  }

  const routes = new Map<string, string>();
  const apis = new Map<string, string>();
  for (const resource of resources) {
    const source = sources.get(resource.name)!;
    // An inherited key (extends:) is reported in the file that sets it, at the line naming it.
    const at = (path: (string | number)[], reason: string) => {
      const found = source.locate?.(path);
      return fail(found?.file ?? source.file, found?.keyLine ?? source.lineOf(path), reason);
    };
    const route = `${resource.route.section ?? ''}/${resource.route.path}`;
    if (routes.has(route)) at(['route'], `route ${route} is used by ${routes.get(route)} too`);
    routes.set(route, resource.name);
    if (apis.has(resource.api))
      at(['api'], `api "${resource.api}" is used by ${apis.get(resource.api)} too`);
    apis.set(resource.api, resource.name);
    if (resource.route.section && !menu.sections[resource.route.section]) {
      at(
        ['route', 'section'],
        `unknown section "${resource.route.section}" (see schema/menu.yaml)`,
      );
    }
    if (resource.access.group && !groupNames.has(resource.access.group)) {
      at(['access', 'group'], `unknown group "${resource.access.group}"`);
    }
    for (const [action, audience] of Object.entries(resource.access.actions)) {
      for (const member of audience ?? []) {
        if (!roleNames.has(member) && !groupNames.has(member)) {
          at(['access', 'actions', action], `"${member}" is neither a role nor a group`);
        }
      }
    }
    const fieldNames = Object.keys(resource.fields);
    if (fieldNames.includes('id')) at(['fields', 'id'], 'id is implicit; do not declare it');
    if (!resource.fields[resource.recordRepresentation]) {
      at(['recordRepresentation'], `unknown field "${resource.recordRepresentation}"`);
    }
    for (const name of resource.lookupFields ?? [])
      if (!resource.fields[name]) at(['lookupFields'], `unknown field "${name}"`);
    for (const [member, names] of Object.entries(resource.lookupFieldsFor ?? {})) {
      if (!roleNames.has(member) && !groupNames.has(member))
        at(['lookupFieldsFor', member], `"${member}" is neither a role nor a group`);
      for (const name of names)
        if (!resource.fields[name]) at(['lookupFieldsFor', member], `unknown field "${name}"`);
    }
    for (const name of resource.search ?? []) {
      const type = resource.fields[name]?.type;
      if (type !== 'string' && type !== 'text' && type !== 'reference')
        at(['search'], `"${name}" is no text or reference field of ${resource.name}`);
    }
    for (const name of resource.choiceFields ?? [])
      if (!resource.fields[name]) at(['choiceFields'], `unknown field "${name}"`);
    if (resource.searchMenu && resource.search?.length === 0)
      at(['searchMenu'], 'the search menu finds records by the search box: `search` is empty');
    if (resource.sort.field !== 'id' && !resource.fields[resource.sort.field]) {
      at(['sort', 'field'], `unknown field "${resource.sort.field}"`);
    }
    const checkField = (path: (string | number)[], field: Field | ScalarField) => {
      if ((field.type === 'enum' || field.type === 'enumList') && !enumNames.has(field.enum)) {
        at([...path, 'enum'], `unknown enum "${field.enum}"`);
      }
      if (field.type === 'enum' && field.default !== undefined && field.enum !== 'role') {
        if (!(field.default in enums[field.enum].values))
          at([...path, 'default'], `"${field.default}" is not a value of ${field.enum}`);
      }
      if (field.type === 'reference' && !resourceNames.has(field.reference)) {
        at([...path, 'reference'], `unknown resource "${field.reference}"`);
      }
      const { writtenBy, stampedOn } = field;
      if (stampedOn !== undefined) {
        const stampable =
          (field.type === 'reference' && field.reference === 'user') || field.type === 'datetime';
        if (!stampable || writtenBy !== 'server')
          at([...path, 'stampedOn'], 'only a server-written user reference or time is stamped');
        if (stampedOn !== 'create' && !resource.fields[stampedOn])
          at([...path, 'stampedOn'], `unknown field "${stampedOn}"`);
      }
      if (typeof writtenBy === 'object' && 'actions' in writtenBy) {
        for (const action of writtenBy.actions)
          if (!resources.some((other) => other.actions[action]))
            at([...path, 'writtenBy'], `"${action}" is no business action`);
      }
      if (typeof writtenBy === 'object' && 'roles' in writtenBy) {
        for (const member of writtenBy.roles)
          if (!roleNames.has(member) && !groupNames.has(member))
            at([...path, 'writtenBy'], `"${member}" is neither a role nor a group`);
      }
      if (field.readBy) {
        for (const member of field.readBy.roles)
          if (!roleNames.has(member) && !groupNames.has(member))
            at([...path, 'readBy'], `"${member}" is neither a role nor a group`);
        if (field.readBy.mask && field.type !== 'string')
          at([...path, 'readBy', 'mask'], 'only a string field is masked');
      }
      if (
        'min' in field &&
        'max' in field &&
        field.min !== undefined &&
        field.max !== undefined &&
        field.min > field.max
      ) {
        at([...path, 'min'], `min ${field.min} is greater than max ${field.max}`);
      }
      if (field.type === 'string' && field.transform && field.format === 'password')
        at([...path, 'transform'], 'a password is never transformed');
      if (field.type === 'string' && field.pattern !== undefined) {
        try {
          new RegExp(field.pattern);
        } catch {
          at([...path, 'pattern'], `"${field.pattern}" is not a valid regular expression`);
        }
      }
      // A pattern's error says what is expected (SPEC 8): "Wrong format" alone helps nobody.
      if (field.type === 'string') {
        if (field.pattern !== undefined && !field.patternHint && !writtenOutsideForms(field))
          at([...path, 'pattern'], 'a pattern needs a patternHint: the words of what it expects');
        if (field.patternHint && field.pattern === undefined)
          at([...path, 'patternHint'], 'a patternHint needs its pattern');
      }
      if (field.type === 'json') {
        const needed = jsonLabelPaths(field.schema as JsonSchemaPart);
        for (const part of needed.filter((part) => !field.parts[part]))
          at([...path, 'schema'], `parts: a label of "${part}" is missing`);
        for (const part of Object.keys(field.parts).filter((part) => !needed.includes(part)))
          at([...path, 'parts', part], `"${part}" is no part of the schema`);
      }
      if (field.type === 'list') {
        for (const [name, sub] of Object.entries(field.of)) {
          if (sub.readBy)
            at([...path, 'of', name, 'readBy'], 'readBy applies to a whole field only');
          checkField([...path, 'of', name], sub);
        }
        checkTiedFields(field.of, [...path, 'of'], at, true);
        for (const [index, rule] of field.rowRules.entries()) {
          if (!field.of[rule.field])
            at([...path, 'rowRules', index, 'field'], `unknown field "${rule.field}"`);
        }
      }
    };
    // What names a record (titles, references, lookups, the audit log's summary) and its default
    // order are for every reader of the record: none of them may be read-limited.
    const naming = new Set([
      resource.recordRepresentation,
      ...(resource.lookupFields ?? []),
      resource.sort.field,
    ]);
    for (const name of naming)
      if (resource.fields[name]?.readBy)
        at(['fields', name, 'readBy'], `${name} names or orders the records: everyone reads it`);
    for (const [name, field] of Object.entries(resource.fields)) {
      checkField(['fields', name], field);
      const isFilter = (field.in ?? []).includes('filter');
      if (
        !isFilter &&
        (field.filterAlwaysOn ||
          field.components?.filter ||
          field.filter ||
          field.filterDefault !== undefined)
      )
        at(['fields', name], `${name} is not a filter: add filter to its in: list`);
      if (isFilter) checkFilter(enums, ['fields', name], field, at);
    }
    checkTiedFields(resource.fields, ['fields'], at, false);
    checkLayout(resource, at);
    checkActions(registry, resource, at);
    checkDemoHints(registry, resource, at);
    if (resource.messages.created !== undefined && !isCatalogueText(resource.messages.created))
      at(['messages', 'created'], `"${resource.messages.created}" is no text of the app catalogue`);
    const scope = resource.scope;
    if (scope && !('via' in scope)) {
      // Each names a reference to the resource it scopes by, or `id` on that resource itself.
      for (const [key, scoping] of [
        ['company', 'company'],
        ['pvz', 'pvz'],
      ] as const) {
        const name = key === 'pvz' ? scope.pvz : 'company' in scope ? scope.company : undefined;
        if (name === undefined || (name === 'id' && resource.name === scoping)) continue;
        const field = resource.fields[name];
        if (field?.type !== 'reference' || field.reference !== scoping)
          at(['scope', key], `${name} is no reference to ${scoping}`);
      }
    }
    if (scope && 'via' in scope) {
      const field = resource.fields[scope.via];
      const target =
        field?.type === 'reference'
          ? resources.find((candidate) => candidate.name === field.reference)
          : undefined;
      if (!target?.scope || 'via' in target.scope)
        at(['scope', 'via'], `${scope.via} is no reference to a resource scoped by its own fields`);
    }
    for (const name of Object.keys(resource.listFilters)) {
      if (resource.fields[name.replace(/_(exists|gte|lte)$/, '')])
        at(['listFilters', name], `"${name}" is a field's filter already`);
    }
    for (const [index, entry] of resource.related.entries()) {
      if ('section' in entry) continue;
      const { resource: name, field } = entry;
      const target = resources.find((r) => r.name === name);
      if (!target) at(['related', index, 'resource'], `unknown resource "${name}"`);
      const back = target?.fields[field];
      if (back?.type !== 'reference' || back.reference !== resource.name)
        at(['related', index, 'field'], `${name}.${field} is no reference to ${resource.name}`);
    }
    for (const action of ['create', 'edit'] as const) {
      const hasFields = Object.values(resource.fields).some(
        (field) => !writtenOutsideForms(field) && (field.in ?? ['create', 'edit']).includes(action),
      );
      const closed = resource.access.actions[action]?.length === 0;
      if (!hasFields && !closed) {
        at(
          ['access'],
          `no field can be set on ${action}: list one with in: [${action}], or close it with access.actions.${action}: []`,
        );
      }
    }
  }

  const pagesSource = sources.get(PAGES_SOURCE)!;
  const atPage = (path: (string | number)[], reason: string) =>
    fail(pagesSource.file, pagesSource.lineOf(path), reason);
  const entries = [
    ...Object.entries(registry.pages.pages).map(([name, def]) => ['pages', name, def] as const),
    ...Object.entries(registry.pages.views).map(([name, def]) => ['views', name, def] as const),
  ];
  for (const [kind, name, def] of entries) {
    const route = `${def.section ?? ''}/${def.path}`;
    if (routes.has(route))
      atPage([kind, name, 'path'], `route ${route} is used by ${routes.get(route)} too`);
    routes.set(route, name);
    if (def.section && !menu.sections[def.section])
      atPage([kind, name, 'section'], `unknown section "${def.section}"`);
    if (def.group && !groupNames.has(def.group))
      atPage([kind, name, 'group'], `unknown group "${def.group}"`);
  }
  for (const [kind, name, def] of entries) {
    if (def.activeMenu && !routes.has(`${def.section ?? ''}/${def.activeMenu}`)) {
      atPage([kind, name, 'activeMenu'], `no page at "${def.activeMenu}" in this section`);
    }
  }
  for (const [name, view] of Object.entries(registry.pages.views)) {
    const target = resources.find((r) => r.name === view.resource);
    if (!target) {
      atPage(['views', name, 'resource'], `unknown resource "${view.resource}"`);
      continue;
    }
    for (const key of Object.keys(view.filter)) {
      const field = key.replace(/_(exists|gte|lte)$/, '');
      if (!target.fields[field])
        atPage(['views', name, 'filter', key], `${view.resource} has no field "${field}"`);
    }
    view.columns.forEach((column, index) => {
      const places = placesOf(target, column);
      if (!places.includes('show') || places.includes('list'))
        atPage(
          ['views', name, 'columns', index],
          `"${column}" is not a field of ${view.resource} shown on its page and not in its list`,
        );
    });
  }
}
