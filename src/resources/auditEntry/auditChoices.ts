/** What the audit log's filters offer: every entity of the registry, every kind of write. */
import type { TranslateFunction } from 'react-admin';
import { actionLabel, COMMON_ACTIONS, entityLabel } from '../../recordHistory/changeLabels';
import { resources } from '../../core/generated/registry';

export interface Choice {
  id: string;
  name: string;
}

const byName = (a: Choice, b: Choice) => a.name.localeCompare(b.name);

/** Every entity whose writes the log keeps (all but the log itself), by translated name. */
export function entityChoices(translate: TranslateFunction, auditEntity: string): Choice[] {
  return Object.keys(resources)
    .filter((name) => name !== auditEntity)
    .map((name) => ({ id: name, name: entityLabel(translate, name) }))
    .sort(byName);
}

/** CRUD and the server's own writes first, then every business action by its button's label. */
export function actionChoices(translate: TranslateFunction): Choice[] {
  const business = new Map<string, string>();
  for (const meta of Object.values(resources))
    for (const action of Object.keys(meta.actions ?? {}))
      if (!business.has(action)) business.set(action, meta.name);
  return [
    ...COMMON_ACTIONS.map((action) => ({ id: action, name: actionLabel(translate, '', action) })),
    ...[...business]
      .map(([action, entity]) => ({ id: action, name: actionLabel(translate, entity, action) }))
      .sort(byName),
  ];
}
