/** What a new record's server-written fields start as (their YAML `default`): for every insert. */
import type { ResourceMeta } from '../../src/core/registry/types';

export function serverDefaults(meta: ResourceMeta): Record<string, unknown> {
  return Object.fromEntries(
    meta.fields.flatMap((field) =>
      field.serverDefault === undefined ? [] : [[field.name, field.serverDefault]],
    ),
  );
}
