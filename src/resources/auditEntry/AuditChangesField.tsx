import { useFieldValue, useRecordContext } from 'react-admin';
import { ChangesTable } from '../../recordHistory/ChangesTable';
import { readChanges } from '../../recordHistory/fieldChanges';
import type { AuditEntry } from '../../core/generated/types';

/** An audit entry's changed fields as a table: each field's label, before and after. */
export const AuditChangesField = ({ source }: { source: string; label?: string }) => {
  const value: unknown = useFieldValue({ source });
  const entity = useRecordContext<AuditEntry>()?.entity ?? '';
  return <ChangesTable entity={entity} changes={readChanges(value)} />;
};
