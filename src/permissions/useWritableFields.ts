import { useMemo } from 'react';
import { resources } from '../core/generated/registry';
import { mayWriteThroughForms } from '../core/registry/fieldWrites';
import { useRole } from './useRole';

/** The resource's fields the signed-in role may write through its form, by name. */
export function useWritableFields(resourceName: string): Record<string, boolean> {
  const role = useRole();
  return useMemo(() => {
    const fields = resources[resourceName]?.fields ?? [];
    return Object.fromEntries(
      fields.map((field) => [field.name, mayWriteThroughForms(role, field)]),
    );
  }, [resourceName, role]);
}
