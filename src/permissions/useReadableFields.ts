import { useMemo } from 'react';
import { resources } from '../core/generated/registry';
import { mayReadWhole } from '../core/registry/fieldReads';
import { useRole } from './useRole';

/**
 * The resource's fields the signed-in role may read whole (schema `readBy`), by name: the
 * generated views draw no column, field, input or filter of the others (a masked value is shown
 * as the API sends it).
 */
export function useReadableFields(resourceName: string): Record<string, boolean> {
  const role = useRole();
  return useMemo(() => {
    const fields = resources[resourceName]?.fields ?? [];
    return Object.fromEntries(fields.map((field) => [field.name, mayReadWhole(role, field)]));
  }, [resourceName, role]);
}
